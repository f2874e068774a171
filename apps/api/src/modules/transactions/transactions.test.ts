import {
  API_ROUTES,
  apiUrlOf,
  errorBodySchema,
  type PaymentRegisterReply,
  refuelSchema,
  TRANSACTION_STATUS,
  TRANSACTIONS_COUNT_CAP,
  transactionDetailSchema,
  transactionStatusesReplySchema,
  transactionsReplySchema,
  transactionTypesReplySchema,
} from '@fuel/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../integrations/payment-gateway';
import { submitPaymentForm } from '../../integrations/payment-gateway/testing';
import { createUser, signIn } from '../../test/factories';
import { creditFuel, expectLedgerBalanced, productByCode } from '../../test/money';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { issueStationKey } from '../refuels';

let t: TestApp;
let token: string;
let diesel: { id: string };
let station: { stationId: string; key: string };
beforeAll(async () => {
  t = await buildTestApp();
  const user = await createUser(t.database.db);
  token = (await signIn(t.app, user)).access_token;
  diesel = await productByCode(t.database.db, 'DIESEL');
  station = await issueStationKey(t.database.db, 'YVN-KOMITAS');
  await creditFuel(t.database.db, user.id, diesel.id, 100);
  // History: two purchases (one paid, one declined) and three refuels (two used, one cancelled).
  for (const pan of ['4111 1111 1111 1111', '4000 0000 0000 0002']) {
    const res = await call('POST', apiUrlOf(API_ROUTES.payments.register), {
      product_id: diesel.id,
      quantity: 10,
    });
    const { formUrl, order_id } = res.json() as PaymentRegisterReply;
    await submitPaymentForm(t.app, formUrl, { pan });
    await call('GET', apiUrlOf(API_ROUTES.payments.sync, { orderId: order_id }));
  }
  for (const [volume, dispensed] of [
    [20, 18],
    [5, 5],
    [3, 0],
  ] as const) {
    const refuel = refuelSchema.parse(
      (
        await call('POST', apiUrlOf(API_ROUTES.refuels.create), { product_id: diesel.id, volume })
      ).json(),
    );
    if (dispensed === 0) await call('POST', apiUrlOf(API_ROUTES.refuels.cancel, { id: refuel.id }));
    else
      await t.app.inject({
        method: 'POST',
        url: apiUrlOf(API_ROUTES.pumpTerminal.completeCode, {
          stationId: station.stationId,
          code: refuel.code,
        }),
        headers: { authorization: `Bearer ${station.key}` },
        payload: { dispensed },
      });
  }
});
afterAll(async () => {
  await expectLedgerBalanced(t.database.db);
  await t.close();
});

function call(method: 'GET' | 'POST', url: string, payload?: object, bearer = token) {
  return t.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${bearer}`, 'accept-language': 'en' },
  });
}
const list = async (query = '') =>
  transactionsReplySchema.parse(
    (await call('GET', `${apiUrlOf(API_ROUTES.transactions.list)}${query}`)).json(),
  );

describe('transaction history', () => {
  it('lists every movement newest first with product, quantity, amount, status and station', async () => {
    const all = await list('?limit=100');
    expect(all.count).toBe(5);
    const kinds = all.data.map((r) => `${r.type}:${r.transaction_status_id}:${r.quantity}`);
    expect(kinds).toEqual([
      'charging:4:-3',
      'charging:2:-5',
      'charging:2:-18',
      'buying:4:10',
      'buying:2:10',
    ]);
    const used = all.data.find((r) => r.quantity === -18);
    expect(used).toMatchObject({
      product_name: 'Diesel',
      unit: 'L',
      station_name: 'Komitas',
      amount: null,
    });
    expect(all.data.find((r) => r.type === 'buying')?.amount).toBe(5400);
  });

  it('filters by type, status, product, station and dates, and pages', async () => {
    expect((await list('?type=charging')).count).toBe(3);
    // The same filters with other values (one statement, built once, filled each time).
    expect((await list('?type=buying')).data.map((r) => r.type)).toEqual(['buying', 'buying']);
    expect((await list(`?type=buying&status=${TRANSACTION_STATUS.success}`)).count).toBe(1);
    expect((await list(`?station_id=${station.stationId}`)).count).toBe(2);
    expect((await list(`?product_id=${diesel.id}`)).count).toBe(5);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Yerevan' });
    expect((await list(`?start=${today}&end=${today}`)).count).toBe(5);
    expect((await list('?end=2020-01-01')).count).toBe(0);
    expect((await list('?partner_id=9999999')).count).toBe(0);
    const page2 = await list('?offset=2&limit=2');
    expect(page2.count).toBe(5);
    expect(page2.data.map((r) => r.quantity)).toEqual([-18, 10]);
  });

  it('rejects bad filters with the error body', async () => {
    const res = await call(
      'GET',
      `${apiUrlOf(API_ROUTES.transactions.list)}?type=gift&start=yesterday&status=9`,
    );
    expect(res.statusCode).toBe(400);
    expect(
      errorBodySchema
        .parse(res.json())
        .errors.map((e) => e.field)
        .sort(),
    ).toEqual(['start', 'status', 'type']);
    // A range that ends before it starts is a mistake, not an empty history.
    const reversed = await call(
      'GET',
      `${apiUrlOf(API_ROUTES.transactions.list)}?start=2026-11-30&end=2026-11-01`,
    );
    expect(reversed.statusCode).toBe(400);
    expect(errorBodySchema.parse(reversed.json()).errors).toEqual([
      expect.objectContaining({ field: 'end', code: 'VALIDATION_FAILED' }),
    ]);
  });

  it('names the allowed statuses of an unknown status filter, in every language', async () => {
    const expected = {
      en: 'Choose one of: 1, 2, 3, 4',
      ru: 'Выберите одно из: 1, 2, 3, 4',
      am: 'Ընտրեք հետևյալներից մեկը՝ 1, 2, 3, 4',
    };
    for (const [lang, message] of Object.entries(expected)) {
      const res = await t.app.inject({
        url: `${apiUrlOf(API_ROUTES.transactions.list)}?status=bogus`,
        headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
      });
      expect(res.statusCode).toBe(400);
      expect(errorBodySchema.parse(res.json()).errors).toEqual([
        { code: 'VALIDATION_FAILED', field: 'status', message },
      ]);
    }
  });

  it('opens one transaction with its order or refuel, and hides other users’ ones', async () => {
    const all = await list('?limit=100');
    const purchase = all.data.find(
      (r) => r.type === 'buying' && r.transaction_status_id === TRANSACTION_STATUS.success,
    );
    const refuel = all.data.find((r) => r.quantity === -18);
    const p = transactionDetailSchema.parse(
      (await call('GET', apiUrlOf(API_ROUTES.transactions.one, { id: purchase?.id }))).json(),
    );
    expect(p.order).toMatchObject({ state: 'paid', gateway_status: ORDER_STATUS.deposited });
    const r = transactionDetailSchema.parse(
      (await call('GET', apiUrlOf(API_ROUTES.transactions.one, { id: refuel?.id }))).json(),
    );
    expect(r.refuel).toEqual({ authorized: 20, dispensed: 18, vehicle: null });

    const stranger = (await signIn(t.app, await createUser(t.database.db))).access_token;
    expect(
      (
        await call(
          'GET',
          apiUrlOf(API_ROUTES.transactions.one, { id: purchase?.id }),
          undefined,
          stranger,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', apiUrlOf(API_ROUTES.transactions.list), undefined, stranger)).json(),
    ).toEqual({
      count: 0,
      count_capped: false,
      data: [],
    });
  });

  it('names types and statuses in the request language, to a signed-in user', async () => {
    for (const route of [API_ROUTES.transactions.types, API_ROUTES.transactions.statuses]) {
      expect((await t.app.inject({ url: apiUrlOf(route) })).statusCode).toBe(401);
    }
    const types = transactionTypesReplySchema.parse(
      (
        await t.app.inject({
          url: apiUrlOf(API_ROUTES.transactions.types),
          headers: { authorization: `Bearer ${token}`, 'accept-language': 'am' },
        })
      ).json(),
    );
    expect(types.count).toBe(3);
    expect(types.data).toEqual([
      { id: 'buying', name: 'Գնում' },
      { id: 'transfer', name: 'Փոխանցում' },
      { id: 'charging', name: 'Լիցքավորում' },
    ]);
    const statuses = transactionStatusesReplySchema.parse(
      (
        await t.app.inject({
          url: apiUrlOf(API_ROUTES.transactions.statuses),
          headers: { authorization: `Bearer ${token}`, 'accept-language': 'ru' },
        })
      ).json(),
    );
    expect(statuses.count).toBe(4);
    expect(statuses.data.map((s) => [s.id, s.icon])).toEqual([
      [1, 'loading'],
      [2, 'success'],
      [3, 'draft'],
      [4, 'error'],
    ]);
    expect(statuses.data[1]?.name).toBe('Успешно');
  });

  it('exports the filtered list as CSV, safe for spreadsheets', async () => {
    const res = await call('GET', `${apiUrlOf(API_ROUTES.transactions.export)}?type=charging`);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('transactions.csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Date","Type","Status","Fuel","Quantity","Unit","Amount, AMD","Station","Partner ID","Partner"',
    );
    expect(lines).toHaveLength(4);
    expect(lines[2]).toContain('"Refuelling","Success","Diesel","-5","L","","Komitas"');
  });
});

describe('a long history', () => {
  it('counts up to the bound and says there are more, and streams the export', async () => {
    const busy = await createUser(t.database.db);
    const busyToken = (await signIn(t.app, busy)).access_token;
    await t.database.db.execute(sql`insert into transactions (user_id, type, status_id, product_id, quantity, reference_id, created_at)
      select ${busy.id}, 'buying', 2, ${diesel.id}, 1000, gen_random_uuid(), now() - make_interval(secs => g)
      from generate_series(1, ${TRANSACTIONS_COUNT_CAP + 5}) g`);
    const page = transactionsReplySchema.parse(
      (
        await call(
          'GET',
          `${apiUrlOf(API_ROUTES.transactions.list)}?offset=3&limit=10`,
          undefined,
          busyToken,
        )
      ).json(),
    );
    expect(page).toMatchObject({ count: TRANSACTIONS_COUNT_CAP, count_capped: true });
    expect(page.data).toHaveLength(10);
    const mine = transactionsReplySchema.parse(
      (await call('GET', apiUrlOf(API_ROUTES.transactions.list))).json(),
    );
    expect(mine.count_capped).toBe(false);
    expect(mine.count).toBe(5);

    const csv = await call('GET', apiUrlOf(API_ROUTES.transactions.export), undefined, busyToken);
    expect(csv.statusCode).toBe(200);
    // Sent as it is read, page by page: no length known up front.
    expect(csv.headers['content-length']).toBeUndefined();
    expect(csv.body.trim().split('\r\n')).toHaveLength(1 + 10_000);
  });
});
