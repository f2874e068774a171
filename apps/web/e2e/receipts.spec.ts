import fs from 'node:fs';
import { API_ROUTES, apiUrlOf, type RouteReply } from '@fuel/contract';
import { type APIRequestContext, type Download, expect, type Page, test } from '@playwright/test';
import type { Session } from './support/accounts';
import { seriousViolations } from './support/axe';
import { addVehicle } from './support/fleet';
import { horizontalOverflow } from './support/friends';
import { completeAtPump, productId, signInNewUser, topUp } from './support/money';

/**
 * Receipts and statements (docs/receipts.md): a refuel's receipt opened from its transaction and
 * from the "receipt ready" message, with its fiscal fields and its PDF; the month's statement
 * with the purchase and the refuel, as PDF and CSV. In Armenian and Russian, on a desktop and on
 * a phone, with the longest fuel name the catalog has.
 */
const TEXT = {
  am: {
    product: 'Հեղուկ գազ (պրոպան)',
    unit: 'լ',
    receipt: (n: number) => `Անդորրագիր № ${n}`,
    ready: (n: number) => `Ձեր № ${n} անդորրագիրը պատրաստ է։`,
    open: 'Բացել',
    seller: 'Վաճառող',
    station: 'Կայան',
    stationName: 'Կոմիտաս',
    vehicle: 'Մեքենա',
    fiscalNumber: 'Ֆիսկալ համար',
    register: 'ՀԴՄ',
    sequence: 'Կտրոնի հերթական համար',
    quantity: '12,500\u00a0լ',
    downloadPdf: 'Ներբեռնել PDF',
    statements: 'Քաղվածքներ',
    downloadCsv: 'Ներբեռնել CSV',
    purchases: 'Գնված',
    refuels: 'Լիցքավորված',
    closing: 'Վերջնական մնացորդ',
  },
  ru: {
    product: 'Сжиженный газ (пропан)',
    unit: 'л',
    receipt: (n: number) => `Чек № ${n}`,
    ready: (n: number) => `Ваш чек № ${n} готов.`,
    open: 'Открыть',
    seller: 'Продавец',
    station: 'АЗС',
    stationName: 'Комитас',
    vehicle: 'Автомобиль',
    fiscalNumber: 'Фискальный номер',
    register: 'Касса',
    sequence: 'Порядковый номер',
    quantity: '12,500\u00a0л',
    downloadPdf: 'Скачать PDF',
    statements: 'Выписки',
    downloadCsv: 'Скачать CSV',
    purchases: 'Куплено',
    refuels: 'Заправлено',
    closing: 'Остаток на конец',
  },
} as const;

/** Both languages, each once on a desktop and once on a phone. */
const VARIANTS = [
  { lang: 'am', width: 1366, tag: '' },
  { lang: 'ru', width: 1366, tag: '' },
  { lang: 'ru', width: 390, tag: ' @phone' },
  { lang: 'am', width: 390, tag: ' @phone' },
] as const;

const auth = (s: Session) => ({ Authorization: `Bearer ${s.access_token}` });

/** Bought 30 L of LPG at the sandbox bank, 12.5 L of it refuelled with a code into a vehicle. */
async function buyAndRefuel(request: APIRequestContext, session: Session) {
  const lpg = await productId(request, 'LPG (propane)');
  await topUp(request, session, lpg, 30);
  const vehicle = await addVehicle(request, session, { fuel: lpg, tank: 60 });
  const created = await request.post(apiUrlOf(API_ROUTES.refuels.create), {
    headers: auth(session),
    data: { product_id: lpg, volume: 12.5, vehicle_id: vehicle.id, odometer_km: 48_250 },
  });
  expect(created.status(), await created.text()).toBe(200);
  const refuel = (await created.json()) as RouteReply<typeof API_ROUTES.refuels.create>;
  await completeAtPump(request, refuel.code ?? '', 12.5);
  return { refuelId: refuel.id, plate: vehicle.license_plate };
}

/** The operation's receipt once the fiscal register has printed it. */
async function printedReceipt(request: APIRequestContext, session: Session, referenceId: string) {
  let receipt: RouteReply<typeof API_ROUTES.receipts.get> | undefined;
  await expect
    .poll(
      async () => {
        const reply = await request.get(apiUrlOf(API_ROUTES.receipts.list), {
          headers: auth(session),
          params: { reference_id: referenceId },
        });
        receipt = ((await reply.json()) as RouteReply<typeof API_ROUTES.receipts.list>).data[0];
        return receipt?.state;
      },
      { timeout: 30_000 },
    )
    .toBe('issued');
  if (!receipt?.fiscal) throw new Error('the receipt has no fiscal fields');
  return { ...receipt, fiscal: receipt.fiscal };
}

/** The value beside a term of the page's description lists. */
const field = (page: Page, term: string) =>
  page
    .getByRole('main')
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(term, { exact: true }) })
    .getByRole('definition');

/** The downloaded file's bytes. */
const bytesOf = async (download: Download) => fs.readFileSync((await download.path()) ?? '');

async function downloadBy(page: Page, button: string): Promise<Download> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button, exact: true }).click();
  return downloading;
}

/** A PDF of some substance: its header, and more than the embedded fonts' subsets alone. */
function expectPdf(bytes: Buffer) {
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(10_000);
}

/** This month on Yerevan's calendar, as statements name months. */
const thisMonth = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Yerevan',
    year: 'numeric',
    month: '2-digit',
  }).format(new Date());

for (const { lang, width, tag } of VARIANTS) {
  const x = TEXT[lang];
  test.describe(`${lang} at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 900 : 844 } });

    test(`a refuel's receipt from its transaction and from its message, with its PDF${tag}`, async ({
      page,
      request,
    }) => {
      const session = await signInNewUser(page, request);
      const { refuelId, plate } = await buyAndRefuel(request, session);
      const receipt = await printedReceipt(request, session, refuelId);
      const history = await request.get(apiUrlOf(API_ROUTES.transactions.list), {
        headers: auth(session),
        params: { type: 'charging' },
      });
      const [row] = ((await history.json()) as RouteReply<typeof API_ROUTES.transactions.list>)
        .data;

      // From the refuel's page in the history.
      await page.goto(`/${lang}/transactions/${row?.id}`);
      await page.getByRole('link', { name: x.receipt(receipt.number) }).click();
      await expect(page).toHaveURL(`/${lang}/receipts/${receipt.id}`);
      await expect(
        page.getByRole('heading', { level: 1, name: x.receipt(receipt.number) }),
      ).toBeVisible();
      await expect(field(page, x.seller)).toHaveText(receipt.seller.name);
      await expect(field(page, x.station)).toHaveText(x.stationName);
      await expect(field(page, x.vehicle)).toHaveText(plate);
      const item = page.getByRole('row', {
        name: new RegExp(`^${x.product.replace(/[()]/g, '\\$&')}`),
      });
      // On a phone the price is written under the quantity.
      await expect(item.getByRole('cell').first()).toContainText(x.quantity);
      await expect(field(page, x.fiscalNumber)).toHaveText(receipt.fiscal.fiscal_number);
      await expect(field(page, x.register)).toHaveText(receipt.fiscal.register_id);
      await expect(field(page, x.sequence)).toHaveText(String(receipt.fiscal.sequence));
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);

      const pdf = await downloadBy(page, x.downloadPdf);
      expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
      expectPdf(await bytesOf(pdf));

      // From the message that says the receipt is ready.
      await page.goto(`/${lang}/messages`);
      const message = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ hasText: x.ready(receipt.number) });
      await message.getByRole('button', { name: x.open }).click();
      await expect(page).toHaveURL(`/${lang}/receipts/${receipt.id}`);
      await expect(field(page, x.fiscalNumber)).toHaveText(receipt.fiscal.fiscal_number);
    });

    test(`the month's statement with the purchase and the refuel, as PDF and CSV${tag}`, async ({
      page,
      request,
    }) => {
      const session = await signInNewUser(page, request);
      await buyAndRefuel(request, session);
      const products = await request.get(apiUrlOf(API_ROUTES.products.list), {
        params: { limit: 100 },
        headers: { 'Accept-Language': 'en' },
      });
      const price = (
        (await products.json()) as RouteReply<typeof API_ROUTES.products.list>
      ).data.find((p) => p.name === 'LPG (propane)')?.price;
      const month = thisMonth();

      await page.goto(`/${lang}/statements?month=${month}`);
      await expect(page.getByRole('heading', { level: 1, name: x.statements })).toBeVisible();
      const fuel = page.getByRole('region', { name: x.product });
      const line = (label: string) =>
        fuel
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
      await expect(line(x.purchases).getByRole('cell')).toHaveText(`+30\u00a0${x.unit}`);
      await expect(line(x.refuels).getByRole('cell')).toHaveText(`−12,5\u00a0${x.unit}`);
      await expect(line(x.closing).getByRole('cell')).toHaveText(`17,5\u00a0${x.unit}`);
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);

      const csv = await downloadBy(page, x.downloadCsv);
      expect(csv.suggestedFilename()).toMatch(new RegExp(`${month}.*\\.csv$`));
      const lines = (await bytesOf(csv))
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .split('\r\n');
      // The fuel's row: opening, purchased, received, sent, refuelled, loaded onto and returned
      // from cards, closing, of it held and on cards, and the drams paid.
      expect(lines).toContain(
        [x.product, x.unit, 0, 30, 0, 0, 12.5, 0, 0, 17.5, 0, 0, 30 * (price ?? Number.NaN)]
          .map((cell) => `"${cell}"`)
          .join(','),
      );

      expectPdf(await bytesOf(await downloadBy(page, x.downloadPdf)));
    });
  });
}
