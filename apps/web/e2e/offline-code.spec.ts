import { API_ROUTES, apiUrlOf, type RouteReply } from '@fuel/contract';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import amCabinet from '../src/locales/am/cabinet.json' with { type: 'json' };
import amCards from '../src/locales/am/cards.json' with { type: 'json' };
import amPwa from '../src/locales/am/pwa.json' with { type: 'json' };
import amCode from '../src/locales/am/refuel-code.json' with { type: 'json' };
import ruCabinet from '../src/locales/ru/cabinet.json' with { type: 'json' };
import ruCards from '../src/locales/ru/cards.json' with { type: 'json' };
import ruPwa from '../src/locales/ru/pwa.json' with { type: 'json' };
import ruCode from '../src/locales/ru/refuel-code.json' with { type: 'json' };
import { type Session, seedSession } from './support/accounts';
import { seriousViolations } from './support/axe';
import { completeAtPump, productId, signInNewUser, topUp } from './support/money';
import { handedOverCard, newMember, ownerSession, updateCard } from './support/team';

/**
 * The refuel code at a pump with no signal (docs/offline.md): kept on the device when it is
 * shown, shown again from there when the page is reloaded offline, and brought up to date as
 * soon as the network is back; signing out removes it.
 */
const TEXTS = {
  am: { code: amCode, logout: amCabinet.nav.logout, limits: amCards.detail.limits, pwa: amPwa },
  ru: { code: ruCode, logout: ruCabinet.nav.logout, limits: ruCards.detail.limits, pwa: ruPwa },
} as const;
// These need the app's service worker (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const SIZES = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

const placeholder = (text: string) => new RegExp(text.replace(/\{\{\w+\}\}.*/, ''));

/** A code for 20 L of Regular 92 at Komitas, issued through the API. */
async function issueCode(request: APIRequestContext, session: Session): Promise<string> {
  const regular = await productId(request, 'Regular 92');
  await topUp(request, session, regular, 20);
  const stations = await request.get(apiUrlOf(API_ROUTES.stations.list), {
    params: { offset: 1, limit: 100 },
    headers: { 'Accept-Language': 'en' },
  });
  const { data } = (await stations.json()) as RouteReply<typeof API_ROUTES.stations.list>;
  const komitas = data.find((s) => s.name.startsWith('Komitas'));
  expect(komitas).toBeDefined();
  const reply = await request.post(apiUrlOf(API_ROUTES.refuels.create), {
    headers: {
      Authorization: `Bearer ${session.access_token}`,
      'Idempotency-Key': crypto.randomUUID(),
    },
    data: { product_id: regular, volume: 20, station_id: komitas?.id ?? null },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return ((await reply.json()) as RouteReply<typeof API_ROUTES.refuels.create>).code ?? '';
}

/** The service worker has the app on the device: a reload with no network opens it. */
async function appKept(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.ready).active))
    .toBe(true);
}

const kept = (page: Page) => page.evaluate(() => localStorage.getItem('offline_copy'));

for (const language of ['am', 'ru'] as const) {
  const texts = TEXTS[language].code;
  for (const size of SIZES) {
    test.describe(`${language} at ${size.width} px`, () => {
      test.use({ viewport: size });

      test('the code shows with no network, and is brought up to date once it is back', async ({
        page,
        context,
        request,
      }) => {
        const session = await signInNewUser(page, request);
        const code = await issueCode(request, session);
        await page.goto(`/${language}/my-balance`);
        const panel = page.getByTestId('active-code');
        await expect(panel.getByTestId('refuel-code')).toHaveText(code);
        await expect.poll(() => kept(page)).toContain(code);
        await appKept(page);

        await context.setOffline(true);
        const reloaded = await page.reload();
        await expect(panel.getByTestId('refuel-code')).toHaveText(code);
        // The service worker answered with the app's empty page kept on the device.
        const shell = await request.get(`/shell/${language}.html`);
        expect(await reloaded?.text()).toBe(await shell.text());
        await expect(
          panel.getByRole('img', { name: texts.qr.replace('{{code}}', code) }),
        ).toBeVisible();
        // Where the code is good, as shown online, though the station list cannot load.
        await expect(panel).toContainText(placeholder(texts.station));
        const note = panel.getByTestId('code-kept');
        await expect(note).toContainText(placeholder(texts.confirmed));
        await expect(note).toContainText(texts.keptHint);
        expect(await seriousViolations(page)).toEqual([]);
        if (size.width === 390) {
          // The pump screen as the driver holds it up: the code in view.
          await panel.scrollIntoViewIfNeeded();
          await test.info().attach(`pump-offline-${language}-390`, {
            body: await page.screenshot({
              path: test.info().outputPath(`pump-offline-${language}-390.png`),
            }),
            contentType: 'image/png',
          });
        }

        // The pump takes the code meanwhile; the page hears nothing of it with no network.
        await completeAtPump(request, code, 12.5);
        await context.setOffline(false);
        await expect(page.getByTestId('codes-ended')).toContainText(
          texts.ended.completed.replace('{{code}}', code),
        );
        await expect(panel).toHaveCount(0);
        await expect.poll(() => kept(page)).toBeNull();
      });

      test('signing out removes the kept code', async ({ page, context, request }) => {
        const session = await signInNewUser(page, request);
        const code = await issueCode(request, session);
        await page.goto(`/${language}/my-balance`);
        await expect(page.getByTestId('refuel-code')).toHaveText(code);
        await expect.poll(() => kept(page)).toContain(code);
        await appKept(page);

        if (size.width === 390) await page.goto(`/${language}/more`);
        await page.getByRole('button', { name: TEXTS[language].logout }).click();
        await expect(page).toHaveURL(`/${language}/auth`);
        expect(await kept(page)).toBeNull();

        await context.setOffline(true);
        await page.goto(`/${language}/my-balance`);
        await expect(page).toHaveURL(`/${language}/auth`);
        await expect(page.getByTestId('active-code')).toHaveCount(0);
        await expect(page.getByText(code)).toHaveCount(0);
      });
    });
  }
}

/** A driver's card with a day limit of 10 L of diesel, and a code for 4 L drawn on it. */
async function driversCard(request: APIRequestContext) {
  const owner = await ownerSession(request);
  const driver = await newMember(request, 'driver', 'Driver');
  const diesel = await productId(request, 'Diesel');
  await topUp(request, owner, diesel, 20);
  const card = await handedOverCard(request, owner);
  await updateCard(request, owner, card.id, {
    products: [{ product_id: diesel, day_limit: 10, month_limit: 100 }],
    funding: 'company',
    pin: '4821',
    driver_id: driver.person.user_id,
  });
  const drawn = await request.post(apiUrlOf(API_ROUTES.cardCodes.draw, { id: card.id }), {
    headers: {
      Authorization: `Bearer ${driver.acting.access_token}`,
      'Idempotency-Key': crypto.randomUUID(),
    },
    data: { product_id: diesel, volume: 4 },
  });
  expect(drawn.status(), await drawn.text()).toBe(200);
  const { code } = (await drawn.json()) as RouteReply<typeof API_ROUTES.cardCodes.draw>;
  return { driver, card, code: code ?? '' };
}

for (const language of ['am', 'ru'] as const) {
  test(`a driver's card shows what is left of its limits and its code with no network, in ${language}`, async ({
    page,
    context,
    request,
  }) => {
    const { driver, card, code } = await driversCard(request);
    await seedSession(page, driver.acting);
    await page.goto(`/${language}/cards/${card.id}`);
    const limits = page.getByRole('region', { name: TEXTS[language].limits });
    // 4 of the day's 10 L are held by the code.
    await expect(limits.getByRole('row').nth(1)).toContainText('6 / 10');
    await expect(page.getByTestId('refuel-code')).toHaveText(code);
    await expect.poll(() => kept(page)).toContain(code);
    await expect.poll(() => kept(page)).toContain('"day_remaining":6');
    await appKept(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(card.number.slice(-4));
    await expect(page.getByTestId('card-kept')).toContainText(
      placeholder(TEXTS[language].code.confirmed),
    );
    await expect(limits.getByRole('row').nth(1)).toContainText('6 / 10');
    await expect(page.getByTestId('refuel-code')).toHaveText(code);
    await expect(page.getByTestId('refuel-qr')).toBeVisible();

    // Back online, the card's own page again, with what happened meanwhile.
    await completeAtPump(request, code, 3);
    await context.setOffline(false);
    await expect(page.getByTestId('codes-ended')).toContainText(
      TEXTS[language].code.ended.completed.replace('{{code}}', code),
    );
    await expect(page.getByTestId('card-kept')).toHaveCount(0);
    await expect(limits.getByRole('row').nth(1)).toContainText('7 / 10');
    await expect.poll(() => kept(page)).not.toContain(code);
  });
}

test('an address the app does not draw says "No connection" in the page\'s language', async ({
  page,
  context,
}) => {
  await page.goto('/ru/auth');
  await appKept(page);
  await context.setOffline(true);
  // The bank's payment page carries the language it was opened in.
  await page.goto('/sandbox-payment/pay?mdOrder=1&language=ru');
  const { offline } = TEXTS.ru.pwa;
  await expect(page.getByRole('heading', { level: 1, name: offline.title })).toBeVisible();
  await expect(page.getByText(offline.text)).toBeVisible();
  await expect(page.getByRole('link', { name: offline.home })).toHaveAttribute('href', '/ru/');
  // Its picture comes from the worker's copy, which no HTTP cache could give with no network.
  await expect
    .poll(() => page.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await seriousViolations(page)).toEqual([]);
  await test.info().attach('offline-page-ru', {
    body: await page.screenshot({ path: test.info().outputPath('offline-page-ru.png') }),
    contentType: 'image/png',
  });
  // An address of the app opens the app itself, in its language.
  await page.goto('/am/auth');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
