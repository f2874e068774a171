import {
  API_ROUTES,
  apiUrlOf,
  errorBodySchema,
  type PaymentRegisterReply,
  refuelSchema,
  type Statement,
  statementSchema,
} from '@fuel/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/database';
import { listDevMessages } from '../../integrations/dev-mailbox/dev-mailbox.repository';
import { submitPaymentForm } from '../../integrations/payment-gateway/testing';
import { orderedCard } from '../../test/cards';
import { befriend, callAs, type SignedIn as Member, signedIn } from '../../test/members';
import { creditFuel, expectLedgerBalanced, productByCode } from '../../test/money';
import { actingFor, addMember } from '../../test/team';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { issueStationKey } from '../refuels';
import { mailMonthlyStatements } from '.';

let t: TestApp;
let anna: Member;
let boris: Member;
let company: Member;
let diesel: { id: string };
let station: { stationId: string; key: string };
let paid = 0;
let cardLast4 = '';

/** Runs `op`, then dates the journals it wrote at `when` (an instant on Yerevan's clock). */
async function at(when: string, op: () => Promise<unknown>) {
  await op();
  await t.database.db.execute(
    sql`update journal set created_at = ${when}::timestamptz where created_at > now() - interval '1 hour'`,
  );
}

const stationCall = (route: { method: string; path: string }, params: object, payload: object) =>
  t.app.inject({
    method: route.method as 'POST',
    url: apiUrlOf(route, params),
    headers: { authorization: `Bearer ${station.key}` },
    payload,
  });

async function statement(who: Member, month: string, lang = 'en'): Promise<Statement> {
  const res = await callAs(t, who, API_ROUTES.statements.get, {
    params: { month },
    headers: { 'accept-language': lang },
  });
  expect(res.statusCode, res.body).toBe(200);
  return statementSchema.parse(res.json());
}

/** The month's statement as a spreadsheet, read back: its one sheet. */
async function spreadsheet(who: Member, month: string, lang: string) {
  const res = await callAs(t, who, API_ROUTES.statements.xlsx, {
    params: { month },
    headers: { 'accept-language': lang },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  expect(res.headers['content-disposition']).toBe(`attachment; filename="statement-${month}.xlsx"`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  expect(book.worksheets).toHaveLength(1);
  const [sheet] = book.worksheets;
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

/** A sheet's cell values, row by row from the first, empty cells undefined. */
function valuesOf(sheet: ExcelJS.Worksheet): unknown[][] {
  return Array.from({ length: sheet.rowCount }, (_, i) => {
    const values = sheet.getRow(i + 1).values as unknown[];
    return Array.from({ length: Math.max(values.length - 1, 0) }, (_, c) => values[c + 1]);
  });
}

/** The PDF's text, line by line (pieces on one line joined, with a space where there is a gap). */
async function pdfLines(data: Buffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(data), isEvalSupported: false }).promise;
  const rows = new Map<number, { x: number; end: number; text: string }[]>();
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) {
      if (!('str' in item) || !item.str) continue;
      const [, , , , x = 0, y = 0] = item.transform as number[];
      const key = Math.round(y) - n * 10_000;
      const row = rows.get(key) ?? [];
      row.push({ x, end: x + item.width, text: item.str });
      rows.set(key, row);
    }
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
  t = await buildTestApp();
  const db = t.database.db;
  diesel = await productByCode(db, 'DIESEL');
  station = await issueStationKey(db, 'YVN-KOMITAS');
  anna = await signedIn(t);
  boris = await signedIn(t);
  company = await signedIn(t, 'company');
  await befriend(t, anna, boris);
  await db.execute(
    sql`update users set created_at = '2026-08-01T09:00:00+04' where id in (${anna.id}, ${boris.id}, ${company.id})`,
  );

  // August: Anna has 50 L, Boris 20 L, the company 100 L.
  await at('2026-08-20T10:00:00+04', async () => {
    await creditFuel(db, anna.id, diesel.id, 50);
    await creditFuel(db, boris.id, diesel.id, 20);
    await creditFuel(db, company.id, diesel.id, 100);
  });
  // September: Anna buys 10 L by card (on the month's last second), sends Boris 7 L, gets 3 L
  // back, refuels 18.5 L of a 20 L code, and holds 5 L on a code not used by the month's end.
  await at('2026-09-30T23:59:59+04', async () => {
    const res = await callAs(t, anna, API_ROUTES.payments.register, {
      payload: { product_id: diesel.id, quantity: 10 },
    });
    const order = res.json() as PaymentRegisterReply & { amount: number };
    await submitPaymentForm(t.app, order.formUrl, { pan: '4111 1111 1111 1111' });
    const synced = await callAs(t, anna, API_ROUTES.payments.sync, {
      params: { orderId: order.order_id },
    });
    expect(synced.json()).toMatchObject({ state: 'paid' });
    const [row] = rowsOf<{ amount: number }>(
      await db.execute(sql`select amount from payment_orders where id = ${order.order_id}`),
    );
    paid = Number(row?.amount);
  });
  const send = (from: Member, to: Member, quantity: number) =>
    callAs(t, from, API_ROUTES.friends.transfer, {
      payload: { recipient_id: to.publicId, product_id: diesel.id, quantity },
    });
  await at('2026-09-05T12:00:00+04', () => send(anna, boris, 7));
  await at('2026-09-06T12:00:00+04', () => send(boris, anna, 3));
  await at('2026-09-10T08:00:00+04', async () => {
    const refuel = refuelSchema.parse(
      (
        await callAs(t, anna, API_ROUTES.refuels.create, {
          payload: { product_id: diesel.id, volume: 20 },
        })
      ).json(),
    );
    const done = await stationCall(
      API_ROUTES.pumpTerminal.completeCode,
      { stationId: station.stationId, code: refuel.code },
      { dispensed: 18.5 },
    );
    expect(done.statusCode, done.body).toBe(200);
  });
  await at('2026-09-30T21:00:00+04', () =>
    callAs(t, anna, API_ROUTES.refuels.create, {
      payload: { product_id: diesel.id, volume: 5 },
    }),
  );
  // October's first second on Yerevan's clock (20:00 UTC on 30 September): Boris sends 1 L.
  await at('2026-10-01T00:00:00+04', () => send(boris, anna, 1));

  // The company in September: loads 10 L onto a card, refuels 12 L with it (from the
  // company's fuel), moves 4 L back from the card.
  const made = await orderedCard(t, company.token, {
    name: 'Aram',
    pin: '4826',
    products: [{ product_id: diesel.id, day_limit: null, month_limit: null }],
  });
  cardLast4 = made.number.slice(-4);
  await at('2026-09-03T09:00:00+04', () =>
    callAs(t, company, API_ROUTES.cards.load, {
      params: { id: made.id },
      payload: { product_id: diesel.id, volume: 10 },
    }),
  );
  await at('2026-09-12T09:00:00+04', async () => {
    const held = await stationCall(
      API_ROUTES.pumpTerminal.authorizeCard,
      { stationId: station.stationId },
      { card_number: made.number, pin: '4826', product_id: diesel.id, volume: 15 },
    );
    expect(held.statusCode, held.body).toBe(200);
    const done = await stationCall(
      API_ROUTES.pumpTerminal.completeCard,
      { stationId: station.stationId, refuelId: held.json().refuel_id },
      { dispensed: 12 },
    );
    expect(done.statusCode, done.body).toBe(200);
  });
  await at('2026-09-20T09:00:00+04', () =>
    callAs(t, company, API_ROUTES.cards.unload, {
      params: { id: made.id },
      payload: { product_id: diesel.id, volume: 4 },
    }),
  );
});
afterAll(async () => {
  await expectLedgerBalanced(t.database.db);
  await t.close();
});

describe('monthly statements', () => {
  it('adds up a scripted month of an individual, to the unit, with drams paid', async () => {
    const s = await statement(anna, '2026-09');
    expect(s).toMatchObject({
      month: '2026-09',
      from: '2026-08-31T20:00:00.000Z',
      to: '2026-09-30T20:00:00.000Z',
      partial: false,
      first_month: '2026-08',
      account: { type: 'individual', public_id: anna.publicId, tax_id: null },
    });
    expect(s.products).toEqual([
      expect.objectContaining({
        product_id: diesel.id,
        product_name: 'Diesel',
        unit: 'L',
        opening: 50,
        purchases: 10,
        transfers_in: 3,
        transfers_out: 7,
        refuels: 18.5,
        card_loads: 0,
        card_unloads: 0,
        // 50 + 10 + 3 − 7 − 18.5, of which 5 L held for the code not used yet.
        closing: 37.5,
        closing_held: 5,
        closing_on_cards: 0,
        paid,
        refuels_by: [],
      }),
    ]);
    expect(paid).toBeGreaterThan(0);
    expect(s.paid).toBe(paid);
    // October begins at 00:00 in Yerevan: Boris's litre sent then is October's.
    const october = await statement(anna, '2026-10');
    expect(october.products[0]).toMatchObject({ opening: 37.5, transfers_in: 1, paid: 0 });
    expect(october.paid).toBe(0);
  });

  it('shows Boris his side of the same transfers, and nothing of Anna’s', async () => {
    const s = await statement(boris, '2026-09');
    expect(s.products[0]).toMatchObject({
      opening: 20,
      purchases: 0,
      transfers_in: 7,
      transfers_out: 3,
      refuels: 0,
      closing: 24,
      paid: 0,
    });
    expect(s.account.public_id).toBe(boris.publicId);
  });

  it('gives a company its card loads, and its refuels by card', async () => {
    const s = await statement(company, '2026-09');
    expect(s.account).toMatchObject({ type: 'company', name: 'Test Logistics LLC' });
    expect(s.products[0]).toMatchObject({
      opening: 100,
      refuels: 12,
      card_loads: 10,
      card_unloads: 4,
      closing: 88,
      closing_held: 0,
      closing_on_cards: 6,
      refuels_by: [
        expect.objectContaining({
          card_last4: cardLast4,
          count: 1,
          quantity: 12,
          vehicle_id: null,
        }),
      ],
    });
  });

  it('downloads the statement as CSV in the reader’s language', async () => {
    const res = await callAs(t, company, API_ROUTES.statements.csv, {
      params: { month: '2026-09' },
      headers: { 'accept-language': 'ru' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="statement-2026-09.csv"');
    const lines = res.body.replace('\uFEFF', '').split('\r\n');
    expect(lines[3]).toBe(
      '"Топливо","Ед.","Остаток на начало","Куплено","Получено","Отправлено","Заправлено","Зачислено на карты","Возвращено с карт","Остаток на конец","В том числе зарезервировано","В том числе на картах","Оплачено, драм"',
    );
    expect(lines[4]).toBe(
      '"Дизельное топливо","л","100","0","0","0","12","10","4","88","0","6","0"',
    );
    expect(res.body).toContain(`"Карта •••• ${cardLast4}","","","1","12","л"`);
  });

  it('downloads the statement as a PDF whose text reads back in each language', async () => {
    const expected = {
      en: [
        'Fuel statement: September 2026',
        'Opening balance 100 L',
        'Refuelled 12 L',
        'Closing balance 88 L',
        'Of it on cards 6 L',
      ],
      am: [
        'Վառելիքի քաղվածք՝ 2026 թ․ սեպտեմբեր',
        'Սկզբնական մնացորդ 100 լ',
        'Վերջնական մնացորդ 88 լ',
      ],
      ru: [
        'Выписка по топливу: сентябрь 2026 г.',
        'Остаток на начало 100 л',
        'Остаток на конец 88 л',
      ],
    } as const;
    for (const [lang, lines] of Object.entries(expected)) {
      const res = await callAs(t, company, API_ROUTES.statements.pdf, {
        params: { month: '2026-09' },
        headers: { 'accept-language': lang },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const text = (await pdfLines(res.rawPayload)).map((l) => l.replace(/\u00a0/g, ' '));
      for (const line of lines) expect(text, lang).toContain(line);
      expect(text.join('\n'), lang).not.toContain('\u0000');
      expect(text.join('\n'), lang).toContain(`•••• ${cardLast4}`);
    }
  });

  it('downloads the statement as a spreadsheet whose figures are the JSON statement’s, as numbers', async () => {
    const QUANTITIES = [
      'opening',
      'purchases',
      'transfers_in',
      'transfers_out',
      'refuels',
      'card_loads',
      'card_unloads',
      'closing',
      'closing_held',
      'closing_on_cards',
    ] as const;
    for (const [who, lang, product, unit] of [
      [anna, 'en', 'Diesel', 'L'],
      [company, 'ru', 'Дизельное топливо', 'л'],
    ] as const) {
      const json = await statement(who, '2026-09', lang);
      const sheet = await spreadsheet(who, '2026-09', lang);
      expect(sheet.name).toBe('2026-09');
      const rows = valuesOf(sheet);
      const header = rows.findIndex(
        (row) => row[2] === (lang === 'en' ? 'Opening balance' : 'Остаток на начало'),
      );
      expect(header, lang).toBeGreaterThan(0);
      expect(rows[header]?.[0]).toBe(lang === 'en' ? 'Fuel' : 'Топливо');
      const p = json.products[0];
      if (!p) throw new Error('no product');
      const row = rows[header + 1] ?? [];
      expect(row).toEqual([product, unit, ...QUANTITIES.map((c) => p[c]), p.paid]);
      for (const value of row.slice(2)) expect(typeof value).toBe('number');
      const cells = sheet.getRow(header + 2);
      expect(cells.getCell(3).numFmt).toBe('#,##0.000');
      expect(cells.getCell(QUANTITIES.length + 3).numFmt).toBe('#,##0');
      // The month's drams paid in total, under the column of drams.
      expect(rows[header + 2]?.[QUANTITIES.length + 2]).toBe(json.paid);
    }
    // Anna's month: a fraction of a litre refuelled, and drams paid for her purchase.
    const annas = valuesOf(await spreadsheet(anna, '2026-09', 'en'));
    expect(annas).toContainEqual(expect.arrayContaining(['Diesel', 'L', 18.5, paid]));
    // A company's refuels by card, driver and vehicle follow, the quantity a number.
    const values = valuesOf(await spreadsheet(company, '2026-09', 'ru'));
    expect(values).toContainEqual([
      'Дизельное топливо',
      `Карта •••• ${cardLast4}`,
      undefined,
      undefined,
      1,
      12,
      'л',
    ]);
  });

  it('gives the spreadsheet only of the signed-in account’s own month; a bad month is refused', async () => {
    // Boris asks for the same month: his account and his figures, none of Anna's.
    const boriss = await spreadsheet(boris, '2026-09', 'en');
    const rows = valuesOf(boriss);
    expect(rows).toContainEqual(['Account ID', String(boris.publicId)]);
    expect(JSON.stringify(rows)).not.toContain(String(anna.publicId));
    expect(rows).toContainEqual(['Diesel', 'L', 20, 0, 7, 3, 0, 0, 0, 24, 0, 0, 0]);
    const unsigned = await t.app.inject({
      url: apiUrlOf(API_ROUTES.statements.xlsx, { month: '2026-09' }),
    });
    expect(unsigned.statusCode).toBe(401);
    const { user } = await addMember(t.database.db, company.id, 'driver');
    const { access } = await actingFor(t.app, user, company.publicId);
    const driver = await callAs(t, { ...user, token: access }, API_ROUTES.statements.xlsx, {
      params: { month: '2026-09' },
    });
    expect(driver.statusCode).toBe(403);
    for (const [month, status, code] of [
      ['2026-13', 400, 'VALIDATION_FAILED'],
      ['september', 400, 'VALIDATION_FAILED'],
      ['2026-07', 422, 'STATEMENT_MONTH_UNAVAILABLE'],
    ] as const) {
      const res = await callAs(t, anna, API_ROUTES.statements.xlsx, { params: { month } });
      expect(res.statusCode, month).toBe(status);
      expect(errorBodySchema.parse(res.json()).errors[0]?.code, month).toBe(code);
    }
  });

  it('refuses a month not begun, one before the account, and a malformed one', async () => {
    const codeOf = async (month: string) => {
      const res = await callAs(t, anna, API_ROUTES.statements.get, { params: { month } });
      return [res.statusCode, errorBodySchema.parse(res.json()).errors[0]?.code];
    };
    const now = new Date(Date.now() + 4 * 3600_000);
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    expect(await codeOf(next.toISOString().slice(0, 7))).toEqual([
      422,
      'STATEMENT_MONTH_UNAVAILABLE',
    ]);
    expect(await codeOf('2026-07')).toEqual([422, 'STATEMENT_MONTH_UNAVAILABLE']);
    expect(await codeOf('2026-13')).toEqual([400, 'VALIDATION_FAILED']);
    // The month running now is there, marked partial.
    const current = await statement(anna, now.toISOString().slice(0, 7));
    expect(current.partial).toBe(true);
  });

  it('is only ever the signed-in account’s own, and needs a sign-in', async () => {
    const res = await t.app.inject({
      url: apiUrlOf(API_ROUTES.statements.get, { month: '2026-09' }),
    });
    expect(res.statusCode).toBe(401);
  });

  it('is the company’s for its accountant, and not for a driver', async () => {
    const read = async (role: 'accountant' | 'driver') => {
      const { user } = await addMember(t.database.db, company.id, role);
      const { access } = await actingFor(t.app, user, company.publicId);
      const res = await callAs(t, { ...user, token: access }, API_ROUTES.statements.get, {
        params: { month: '2026-09' },
      });
      return res;
    };
    const accountant = await read('accountant');
    expect(accountant.statusCode).toBe(200);
    expect(statementSchema.parse(accountant.json()).account.public_id).toBe(company.publicId);
    expect((await read('driver')).statusCode).toBe(403);
  });

  it('e-mails each company last month’s statement once, however often the step runs', async () => {
    const deps = { db: t.database.db, config: t.app.config };
    const first = new Date('2026-10-01T00:30:00+04:00');
    const counts = await Promise.all([
      mailMonthlyStatements(deps, first),
      mailMonthlyStatements(deps, first),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await mailMonthlyStatements(deps, new Date('2026-10-15T12:00:00+04:00'))).toBe(0);
    await t.app.jobs.drain();
    const mails = await listDevMessages(t.database.db, company.email);
    const statements = mails.filter((m) => m.text.includes('/statements?month=2026-09'));
    expect(statements).toHaveLength(1);
    // In the company's language (Armenian unless it chose another), naming the month.
    expect(statements[0]?.subject).toBe('Վառելիքի քաղվածք՝ 2026 թ․ սեպտեմբեր');
    const annas = await listDevMessages(t.database.db, anna.email);
    expect(annas.filter((m) => m.text.includes('/statements?'))).toEqual([]);
  });
});
