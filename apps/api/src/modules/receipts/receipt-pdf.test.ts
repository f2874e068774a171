import {
  API_ROUTES,
  apiUrlOf,
  type Language,
  notificationsReplySchema,
  type Receipt,
  receiptsReplySchema,
} from '@fuel/contract';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../test/factories';
import { creditFuel, productByCode } from '../../test/money';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { issueStationKey } from '../refuels';

/**
 * A receipt's PDF (DESIGN §5.10): the owner's only, in the reader's language, its text readable
 * back out of the file (the fonts are embedded, so Armenian comes out as Armenian letters).
 */
let t: TestApp;
let token: string;
let refuelId: string;
const SELLER = 'Ֆյուել Քաբինեթ ՍՊԸ';

const call = (who: string, url: string, lang: Language = 'en') =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${who}`, 'accept-language': lang },
  });

async function receiptIn(lang: Language): Promise<Receipt> {
  const res = await call(
    token,
    `${apiUrlOf(API_ROUTES.receipts.list)}?reference_id=${refuelId}`,
    lang,
  );
  const [receipt] = receiptsReplySchema.parse(res.json()).data;
  if (!receipt) throw new Error('no receipt');
  return receipt;
}

/** The PDF's text, line by line (pieces on one line joined, with a space where there is a gap). */
async function pdfLines(data: Buffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(data), isEvalSupported: false }).promise;
  const page = await pdf.getPage(1);
  const content = await page.getTextContent();
  const rows = new Map<number, { x: number; end: number; text: string }[]>();
  for (const item of content.items) {
    if (!('str' in item) || !item.str) continue;
    const [, , , , x = 0, y = 0] = item.transform as number[];
    const key = Math.round(y);
    const row = rows.get(key) ?? [];
    row.push({ x, end: x + item.width, text: item.str });
    rows.set(key, row);
  }
  await pdf.destroy();
  return [...rows.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, row]) => {
      row.sort((a, b) => a.x - b.x);
      return row
        .map((piece, i) => {
          const before = row[i - 1];
          return before && piece.x - before.end > 1 ? ` ${piece.text}` : piece.text;
        })
        .join('');
    });
}

beforeAll(async () => {
  t = await buildTestApp({ env: { SELLER_NAME: SELLER, SELLER_TAX_ID: '02345678' } });
  const db = t.database.db;
  const person = await createUser(db);
  token = (await signIn(t.app, person)).access_token;
  const s = await issueStationKey(db, 'YVN-KOMITAS');
  const petrol = await productByCode(db, 'REGULAR_92');
  await creditFuel(db, person.id, petrol.id, 100);
  const code = await t.app.inject({
    method: 'POST',
    url: apiUrlOf(API_ROUTES.refuels.create),
    headers: { authorization: `Bearer ${token}` },
    payload: { product_id: petrol.id, volume: 12.5 },
  });
  const created = code.json() as { id: string; code: string };
  refuelId = created.id;
  const done = await t.app.inject({
    method: 'POST',
    url: apiUrlOf(API_ROUTES.pumpTerminal.completeCode, {
      stationId: s.stationId,
      code: created.code,
    }),
    headers: { authorization: `Bearer ${s.key}` },
    payload: { dispensed: 12.345 },
  });
  expect(done.statusCode, done.body).toBe(200);
});
afterAll(() => t.close());

describe('a receipt as a PDF', () => {
  it('says "pending" until the register has printed it, then gives the fiscal fields', async () => {
    const receipt = await receiptIn('en');
    expect(receipt.state).toBe('waiting');
    const waiting = await call(token, apiUrlOf(API_ROUTES.receipts.pdf, { id: receipt.id }));
    expect(waiting.statusCode).toBe(200);
    expect((await pdfLines(waiting.rawPayload)).join('\n')).toContain(
      'The fiscal receipt is pending',
    );

    await t.app.jobs.drain();
    const issued = await receiptIn('en');
    const res = await call(token, apiUrlOf(API_ROUTES.receipts.pdf, { id: receipt.id }));
    const text = (await pdfLines(res.rawPayload)).join('\n');
    expect(text).not.toContain('pending');
    expect(text).toContain(`Fiscal number ${issued.fiscal?.fiscal_number}`);
    expect(text).toContain(`Cash register ${issued.fiscal?.register_id}`);
    expect(text).toContain(`Sequence number ${issued.fiscal?.sequence}`);
  });

  const cases: {
    lang: Language;
    quantity: string;
    money: (n: number) => string;
    words: string[];
  }[] = [
    {
      lang: 'am',
      quantity: '12,345 լ',
      money: (n) => `${n.toLocaleString('hy')} ֏`,
      words: ['Անդորրագիր №', 'Վաճառող', 'ՀՎՀՀ 02345678', 'Ընդամենը', 'Այդ թվում ԱԱՀ 20%'],
    },
    {
      lang: 'en',
      quantity: '12.345 L',
      money: (n) => `${n.toLocaleString('en')} ֏`,
      words: ['Receipt No.', 'Seller', 'Tax ID 02345678', 'Total', 'Including VAT 20%'],
    },
    {
      lang: 'ru',
      quantity: '12,345 л',
      money: (n) => `${n.toLocaleString('ru')} ֏`,
      words: ['Чек №', 'Продавец', 'ИНН 02345678', 'Итого', 'В том числе НДС 20%'],
    },
  ];
  for (const { lang, quantity, money, words } of cases) {
    it(`is written in ${lang}: seller, product, quantity, total and VAT`, async () => {
      const receipt = await receiptIn(lang);
      const item = receipt.items[0];
      if (!item) throw new Error('no item');
      const res = await call(token, apiUrlOf(API_ROUTES.receipts.pdf, { id: receipt.id }), lang);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="receipt-${receipt.number}.pdf"`,
      );
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // No-break spaces are read back as plain ones.
      const lines = (await pdfLines(res.rawPayload)).map((line) => line.replace(/\u00a0/g, ' '));
      const text = lines.join('\n');
      const plain = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');
      for (const word of words) expect(text).toContain(word);
      expect(text).toContain(SELLER);
      expect(text).toContain(receipt.station?.name);
      const row = lines.find((line) => line.startsWith(item.product_name));
      expect(row).toBe(
        plain(
          `${item.product_name} ${quantity} ${money(item.unit_price)}/${quantity.split(' ')[1]} ${money(item.total)}`,
        ),
      );
      expect(text).toContain(plain(money(receipt.total)));
      expect(text).toContain(plain(money(receipt.vat)));
      expect(receipt.vat).toBe(Math.round((receipt.total * 20) / 120));
    });
  }

  it('is printed in the language asked for in the address, over the header', async () => {
    const receipt = await receiptIn('en');
    const res = await call(
      token,
      `${apiUrlOf(API_ROUTES.receipts.pdf, { id: receipt.id })}?lang=ru`,
      'en',
    );
    expect((await pdfLines(res.rawPayload)).join('\n')).toContain(`Чек № ${receipt.number}`);
  });

  it('once printed, the buyer gets one message leading to the receipt', async () => {
    const receipt = await receiptIn('en');
    await t.app.jobs.drain();
    const res = await call(token, apiUrlOf(API_ROUTES.notifications.list));
    const ready = notificationsReplySchema
      .parse(res.json())
      .data.filter((message) => message.link?.startsWith('/receipts/'));
    expect(ready).toEqual([
      expect.objectContaining({
        text: `Your receipt No. ${receipt.number} is ready.`,
        link: `/receipts/${receipt.id}`,
      }),
    ]);
  });

  it('is 404 for another account', async () => {
    const receipt = await receiptIn('en');
    const stranger = (await signIn(t.app, await createUser(t.database.db))).access_token;
    const res = await call(stranger, apiUrlOf(API_ROUTES.receipts.pdf, { id: receipt.id }));
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });
});
