import {
  API_ROUTES,
  apiUrlOf,
  type PaymentRegisterReply,
  refuelSchema,
  transactionDetailSchema,
  transactionsReplySchema,
} from '@fuel/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitPaymentForm } from '../../integrations/payment-gateway/testing';
import { createUser, signIn } from '../../test/factories';
import { creditFuel, expectLedgerBalanced, productByCode } from '../../test/money';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { paymentDeps, reconcilePayments } from '../payments';

let t: TestApp;
let token: string;
let diesel: { id: string };
const orders: Record<'paid' | 'declined' | 'cancelled' | 'expired', string> = {
  paid: '',
  declined: '',
  cancelled: '',
  expired: '',
};

function call(method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  const user = await createUser(t.database.db);
  token = (await signIn(t.app, user)).access_token;
  diesel = await productByCode(t.database.db, 'DIESEL');
  await creditFuel(t.database.db, user.id, diesel.id, 50);
  const forms = { paid: '4111 1111 1111 1111', declined: '4000 0000 0000 0002', cancelled: '' };
  for (const kind of ['paid', 'declined', 'cancelled', 'expired'] as const) {
    const res = await call('POST', apiUrlOf(API_ROUTES.payments.register), {
      product_id: diesel.id,
      quantity: 5,
    });
    const { formUrl, order_id } = res.json() as PaymentRegisterReply;
    orders[kind] = order_id;
    if (kind === 'expired') continue;
    const form: Record<string, string> =
      kind === 'cancelled' ? { action: 'cancel', pan: '' } : { pan: forms[kind] };
    await submitPaymentForm(t.app, formUrl, form);
    await call('GET', apiUrlOf(API_ROUTES.payments.sync, { orderId: order_id }));
  }
  // Nobody paid this one: its bank session and our order both began half an hour ago.
  await t.database.db.execute(
    sql`update sandbox_gateway.orders set created_at = now() - interval '31 minutes' where order_number = ${orders.expired}`,
  );
  await t.database.db.execute(
    sql`update payment_orders set created_at = now() - interval '31 minutes' where id = ${orders.expired}`,
  );
  const refuel = refuelSchema.parse(
    (
      await call('POST', apiUrlOf(API_ROUTES.refuels.create), { product_id: diesel.id, volume: 4 })
    ).json(),
  );
  await call('POST', apiUrlOf(API_ROUTES.refuels.cancel, { id: refuel.id }));
});
afterAll(async () => {
  await expectLedgerBalanced(t.database.db);
  await t.close();
});

describe('what did not happen', () => {
  it('ends an unpaid order whose bank session ran out as expired, not as waiting', async () => {
    await reconcilePayments(paymentDeps(t.app));
    const all = transactionsReplySchema.parse(
      (await call('GET', apiUrlOf(API_ROUTES.transactions.list))).json(),
    );
    const rows = all.data.map((r) => [r.type, r.transaction_status_id, r.outcome ?? null]);
    expect(rows).toEqual([
      ['charging', 4, 'cancelled'],
      ['buying', 4, 'expired'],
      ['buying', 4, 'cancelled'],
      ['buying', 4, 'declined'],
      ['buying', 2, null],
    ]);
  });

  it('tells a Cancel on the bank page from a decline, with the reason in the reader’s language', async () => {
    const { data } = transactionsReplySchema.parse(
      (await call('GET', apiUrlOf(API_ROUTES.transactions.list))).json(),
    );
    const declined = data.find((r) => r.outcome === 'declined');
    expect(declined?.outcome_reason).toBe('Not enough money on the card');
    expect(data.find((r) => r.type === 'buying' && r.outcome === 'cancelled')?.outcome_reason).toBe(
      null,
    );
    const detail = transactionDetailSchema.parse(
      (await call('GET', apiUrlOf(API_ROUTES.transactions.one, { id: declined?.id }))).json(),
    );
    expect(detail).toMatchObject({
      outcome: 'declined',
      outcome_reason: 'Not enough money on the card',
    });
    expect(detail.order).toMatchObject({ state: 'failed', gateway_status: 6 });
    // The purchase was made in English; a Russian reader reads the reason in Russian.
    const inRussian = await t.app.inject({
      url: apiUrlOf(API_ROUTES.transactions.one, { id: declined?.id }),
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'ru' },
    });
    expect(inRussian.json()).toMatchObject({ outcome_reason: 'Недостаточно средств на карте' });
  });

  it('keeps the bank’s own words for a code it does not know', async () => {
    await t.database.db.execute(
      sql`update transactions set outcome_code = 5999 where reference_id = ${orders.declined}`,
    );
    const detail = await call(
      'GET',
      `${apiUrlOf(API_ROUTES.transactions.list)}?type=buying&status=4`,
    );
    const declined = transactionsReplySchema
      .parse(detail.json())
      .data.find((r) => r.outcome === 'declined');
    expect(declined?.outcome_reason).toBe('Insufficient funds');
    await t.database.db.execute(
      sql`update transactions set outcome_code = 116 where reference_id = ${orders.declined}`,
    );
  });

  it('exports in the request language and Yerevan time, with what did not happen as such', async () => {
    const res = await t.app.inject({
      url: apiUrlOf(API_ROUTES.transactions.export),
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'ru' },
    });
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Дата","Тип","Статус","Топливо","Количество","Единица","Сумма, драм","Станция","ID партнёра","Партнёр"',
    );
    const { data } = transactionsReplySchema.parse(
      (await call('GET', apiUrlOf(API_ROUTES.transactions.list))).json(),
    );
    // Yerevan is UTC+4 all year.
    const created = new Date(Date.parse(data[0]?.created_at ?? '') + 4 * 3600_000);
    const local = created.toISOString().slice(0, 19).replace('T', ' ');
    expect(lines[1]).toBe(
      `"${local}","Заправка","Отменено","Дизельное топливо","0","л","","","",""`,
    );
    expect(lines[4]).toContain(
      '"Покупка","Отклонено: Недостаточно средств на карте","Дизельное топливо","0","л","",',
    );
    expect(lines[5]).toContain('"Покупка","Успешно","Дизельное топливо","5","л","2700"');
  });

  it('offers an unpaid order’s bank page again while it is open, and not once paid', async () => {
    const res = await call('POST', apiUrlOf(API_ROUTES.payments.register), {
      product_id: diesel.id,
      quantity: 2,
    });
    const { formUrl, order_id } = res.json() as PaymentRegisterReply;
    const { data } = transactionsReplySchema.parse(
      (await call('GET', `${apiUrlOf(API_ROUTES.transactions.list)}?type=buying`)).json(),
    );
    const row = data[0];
    const detail = async () =>
      transactionDetailSchema.parse(
        (await call('GET', apiUrlOf(API_ROUTES.transactions.one, { id: row?.id }))).json(),
      );
    expect((await detail()).order).toMatchObject({ order_id, form_url: formUrl });
    await submitPaymentForm(t.app, formUrl, { pan: '4111 1111 1111 1111' });
    await call('GET', apiUrlOf(API_ROUTES.payments.sync, { orderId: order_id }));
    expect((await detail()).order).toMatchObject({ state: 'paid', form_url: null });
    // An unpaid order whose page has closed is not offered either.
    const late = (
      await call('POST', apiUrlOf(API_ROUTES.payments.register), {
        product_id: diesel.id,
        quantity: 3,
      })
    ).json() as PaymentRegisterReply;
    await t.database.db.execute(
      sql`update payment_orders set created_at = now() - interval '21 minutes' where id = ${late.order_id}`,
    );
    const lateRow = transactionsReplySchema
      .parse((await call('GET', `${apiUrlOf(API_ROUTES.transactions.list)}?type=buying`)).json())
      .data.find((r) => r.quantity === 3 && r.transaction_status_id !== 2);
    const closed = transactionDetailSchema.parse(
      (await call('GET', apiUrlOf(API_ROUTES.transactions.one, { id: lateRow?.id }))).json(),
    );
    expect(closed.order).toMatchObject({
      order_id: late.order_id,
      state: 'pending',
      form_url: null,
    });
  });

  it('exports an unpaid purchase as nothing moved, as the page shows it', async () => {
    await call('POST', apiUrlOf(API_ROUTES.payments.register), {
      product_id: diesel.id,
      quantity: 3,
    });
    const res = await t.app.inject({
      url: `${apiUrlOf(API_ROUTES.transactions.export)}?type=buying`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    });
    const newest = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')[1];
    expect(newest).toContain('"Buying","Draft","Diesel","0","L"');
  });
});
