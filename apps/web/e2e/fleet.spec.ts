import { expect, test } from '@playwright/test';
import { seedSession } from './support/accounts';
import { seriousViolations } from './support/axe';
import { addVehicle, fillUp, fillWithCard } from './support/fleet';
import { horizontalOverflow, newIndividual } from './support/friends';
import { productId, topUp } from './support/money';
import { handedOverCard, ownerSession, updateCard } from './support/team';

/**
 * Vehicles' consumption (docs/fleet.md): fills made with the odometer, the vehicle's chart and
 * its table, the fleet's report, and the fills that look wrong, from where a card is blocked;
 * each in Armenian and Russian, on a desktop and on a phone.
 */
const TEXT = {
  am: {
    fills: 'Լիցքավորումներ',
    correct: /^Ուղղել /,
    stretch: '7 լ/100 կմ',
    over500: '500 կմ հատվածում',
    showTable: 'Ցույց տալ աղյուսակով',
    trend: 'Ռեգուլյար 92՝ ծախս, լ/100 կմ',
    row8: '8 լ/100 կմ500 կմ',
    row7: '7 լ/100 կմ500 կմ',
    title: 'Վառելիքի ծախս',
    report: 'Ծախսն ըստ մեքենաների և վառելիքի',
    average: '7,5 լ/100 կմ',
    km1000: /1000 կմ/,
    vehicle: 'Մեքենա',
    show: 'Ցույց տալ',
    flagged: 'Կասկածելի լիցքավորումներ',
    overTank: 'Ավելին, քան տեղավորում է բաքը',
    block: (last4: string) => `Արգելափակել •••• ${last4} քարտը`,
    confirm: (last4: string) => `Արգելափակե՞լ •••• ${last4} քարտը`,
    yes: 'Արգելափակել',
    blocked: 'Արգելափակված',
  },
  ru: {
    fills: 'Заправки',
    correct: /^Исправить /,
    stretch: '7 л/100 км',
    over500: 'на отрезке 500 км',
    showTable: 'Показать таблицей',
    trend: 'Регуляр 92: расход, л/100 км',
    row8: '8 л/100 км500 км',
    row7: '7 л/100 км500 км',
    title: 'Расход топлива',
    report: 'Расход по машинам и топливу',
    average: '7,5 л/100 км',
    // Russian groups the thousands with a (narrow) space.
    km1000: /1\s000 км/,
    vehicle: 'Машина',
    show: 'Показать',
    flagged: 'Подозрительные заправки',
    overTank: 'Больше, чем вмещает бак',
    block: (last4: string) => `Заблокировать карту •••• ${last4}`,
    confirm: (last4: string) => `Заблокировать карту •••• ${last4}?`,
    yes: 'Заблокировать',
    blocked: 'Заблокирована',
  },
} as const;

/** Both screens in both languages, each once on a desktop and once on a phone. */
const VARIANTS = [
  { lang: 'am', width: 1366, tag: '' },
  { lang: 'ru', width: 1366, tag: '' },
  { lang: 'ru', width: 390, tag: ' @phone' },
  { lang: 'am', width: 390, tag: ' @phone' },
] as const;

for (const [i, { lang, width, tag }] of VARIANTS.entries()) {
  const x = TEXT[lang];
  test.describe(`${lang} at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 900 : 844 } });

    // Each variant shows one screen fully; the two screens alternate over the variants.
    if (i % 2 === 0) {
      test(`a vehicle’s consumption from full tank to full tank, on its page and in the report, with the chart as a table${tag}`, async ({
        page,
        request,
      }) => {
        test.setTimeout(120_000);
        const me = await newIndividual(request, 'Driver');
        const petrol = await productId(request, 'Regular 92');
        await topUp(request, me, petrol, 200);
        const car = await addVehicle(request, me, { fuel: petrol, tank: 50 });
        // 40 L over 500 km, then 35 L over 500 km: 8 and 7 L/100 km, 7.5 over the two.
        for (const [litres, odometer] of [
          [30, 10_000],
          [40, 10_500],
          [35, 11_000],
        ] as const)
          await fillUp(request, me, { vehicle: car.id, fuel: petrol, litres, odometer });

        await seedSession(page, me);
        await page.goto(`/${lang}/vehicles/${car.id}`);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(car.license_plate);
        const fills = page.getByRole('region', { name: x.fills });
        // Three fills, each correctable; the newest closes a 500 km stretch at 7 L/100 km.
        await expect(fills.getByRole('button', { name: x.correct })).toHaveCount(3);
        await expect(fills.getByRole('listitem').first()).toContainText(x.stretch);
        await expect(fills.getByRole('listitem').first()).toContainText(x.over500);
        // The chart's figures as a table, for a screen reader or on asking.
        await page.getByRole('button', { name: x.showTable }).first().click();
        const trend = page.getByRole('table', { name: x.trend });
        // A header row, then the two stretches in order.
        await expect(trend.getByRole('row')).toHaveCount(3);
        await expect(trend.getByRole('row').nth(1)).toContainText(x.row8);
        await expect(trend.getByRole('row').nth(2)).toContainText(x.row7);
        expect(await horizontalOverflow(page)).toBe(0);

        await page.goto(`/${lang}/consumption`);
        await expect(page.getByRole('heading', { level: 1, name: x.title })).toBeVisible();
        const report = page.getByRole('table', { name: x.report });
        const row = report.getByRole('row').filter({ hasText: car.license_plate });
        await expect(row).toContainText(x.average);
        await expect(row).toContainText(x.km1000);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        expect(await horizontalOverflow(page)).toBe(0);
        expect(await seriousViolations(page)).toEqual([]);
      });
    } else {
      test(`a fill larger than the tank is listed with its reason, and the card is blocked from the list${tag}`, async ({
        page,
        request,
      }) => {
        test.setTimeout(120_000);
        const owner = await ownerSession(request);
        const petrol = await productId(request, 'Regular 92');
        await topUp(request, owner, petrol, 100);
        const van = await addVehicle(request, owner, { fuel: petrol, tank: 50 });
        const card = await handedOverCard(request, owner);
        const last4 = card.number.slice(-4);
        await updateCard(request, owner, card.id, {
          vehicle_id: van.id,
          funding: 'company',
          products: [{ product_id: petrol, day_limit: null, month_limit: null }],
        });
        await fillWithCard(request, owner, {
          card: card.id,
          fuel: petrol,
          litres: 55,
          odometer: 42_000,
        });

        await seedSession(page, owner);
        await page.goto(`/${lang}/consumption/exceptions`);
        await expect(page.getByRole('heading', { level: 1, name: x.title })).toBeVisible();
        // The company's other fills are there too: the van's are chosen.
        await page
          .getByLabel(x.vehicle)
          .selectOption({ label: `${van.license_plate} · Lada Vesta` });
        await page.getByRole('button', { name: x.show, exact: true }).click();
        const list = page.getByRole('region', { name: x.flagged });
        const fill = list.getByRole('listitem').filter({ hasText: van.license_plate });
        await expect(fill).toHaveCount(1);
        await expect(fill).toContainText(x.overTank);
        await expect(fill).toContainText(`•••• ${last4}`);
        expect(await horizontalOverflow(page)).toBe(0);

        await fill.getByRole('button', { name: x.block(last4) }).click();
        const confirm = page.getByRole('dialog', { name: x.confirm(last4) });
        await confirm.getByRole('button', { name: x.yes, exact: true }).click();
        await expect(fill).toContainText(x.blocked);
        await expect(fill.getByRole('button', { name: x.block(last4) })).toHaveCount(0);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
