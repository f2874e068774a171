import {
  API_ROUTES,
  apiUrlOf,
  bankOrderNumber,
  errorBodySchema,
  type ProductBalancesReply,
  paymentRegisterReplySchema,
  paymentSyncReplySchema,
} from '@fuel/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/database';
import { paymentOrders } from '../../db/schema';
import { callbackChecksum, paymentCallbackSecret } from '../../integrations/payment-gateway';
import { CARDS, submitPaymentForm } from '../../integrations/payment-gateway/testing';
import { createUser, signIn } from '../../test/factories';
import { expectLedgerBalanced, productByCode } from '../../test/money';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let token: string;
let dieselId: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = (await signIn(t.app, await createUser(t.database.db))).access_token;
  dieselId = (await productByCode(t.database.db, 'DIESEL')).id;
});
afterAll(async () => {
  await expectLedgerBalanced(t.database.db);
  await t.close();
});

const auth = (bearer = token) => ({ authorization: `Bearer ${bearer}`, 'accept-language': 'en' });

async function buy(quantity: number, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: apiUrlOf(API_ROUTES.payments.register),
    headers: { ...auth(), ...headers },
    payload: { product_id: dieselId, quantity },
  });
  return res;
}

async function sync(orderId: string, bearer = token) {
  const res = await t.app.inject({
    url: apiUrlOf(API_ROUTES.payments.sync, { orderId }),
    headers: auth(bearer),
  });
  return res;
}

async function dieselBalance() {
  const res = await t.app.inject({ url: apiUrlOf(API_ROUTES.ledger.balances), headers: auth() });
  const { data } = res.json() as ProductBalancesReply;
  return data.find((b) => b.product_code === 'DIESEL')?.balance;
}

describe('buying fuel through the payment page', () => {
  it('registers an order priced at the current price and credits it once after paying', async () => {
    const before = (await dieselBalance()) ?? 0;
    const res = await buy(20);
    expect(res.statusCode).toBe(200);
    const order = paymentRegisterReplySchema.parse(res.json());
    expect(order.amount).toBe(20 * 540);
    expect(order.formUrl).toContain('/sandbox-gateway/');
    // The bank's page (and the card statement) names the fuel, in the order's language.
    const described = await t.database.db.execute(
      sql`select description from sandbox_gateway.orders order by created_at desc limit 1`,
    );
    expect(JSON.stringify(described)).toContain('Fuel Cabinet: Diesel, 20 L');

    const pending = paymentSyncReplySchema.parse((await sync(order.order_id)).json());
    expect(pending.state).toBe('pending');

    const paid = await submitPaymentForm(t.app, order.formUrl, { pan: CARDS.approve });
    expect(paid.statusCode).toBe(303);
    const returnUrl = new URL(String(paid.headers.location));
    expect(returnUrl.pathname).toBe('/en/my-balance');
    const bankOrderId = returnUrl.searchParams.get('orderId') ?? '';

    // The return page syncs with the bank's id; a second sync (reload) changes nothing.
    const first = paymentSyncReplySchema.parse((await sync(bankOrderId)).json());
    const second = paymentSyncReplySchema.parse((await sync(order.order_id)).json());
    expect(first).toMatchObject({ state: 'paid', quantity: 20, balance: before + 20 });
    expect(first.message).toBe('Payment received: 20 L of Diesel added to your balance.');
    expect(second.balance).toBe(before + 20);
    expect(await dieselBalance()).toBe(before + 20);
  });

  it('records a declined card as an error and leaves the balance alone', async () => {
    const before = await dieselBalance();
    const order = paymentRegisterReplySchema.parse((await buy(5)).json());
    await submitPaymentForm(t.app, order.formUrl, { pan: CARDS.decline });
    const result = paymentSyncReplySchema.parse((await sync(order.order_id)).json());
    expect(result.state).toBe('failed');
    expect(result.message).toBe(
      'The bank declined the payment. Reason: Not enough money on the card. Your balance has not changed.',
    );
    expect(await dieselBalance()).toBe(before);
  });

  it('credits a paid order whose page was closed, through the reconciler', async () => {
    const before = (await dieselBalance()) ?? 0;
    const order = paymentRegisterReplySchema.parse((await buy(7)).json());
    await submitPaymentForm(t.app, order.formUrl);
    // Nobody comes back to sync: the periodic round finds it.
    await t.app.maintenance();
    expect(await dieselBalance()).toBe(before + 7);
  });

  it('settles on a signed callback and refuses a forged one', async () => {
    const before = (await dieselBalance()) ?? 0;
    const order = paymentRegisterReplySchema.parse((await buy(3)).json());
    await submitPaymentForm(t.app, order.formUrl);
    const [row] = await t.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, order.order_id));
    const params: Record<string, string> = {
      mdOrder: row?.gatewayOrderId ?? '',
      orderNumber: bankOrderNumber(order.order_id),
      operation: 'deposited',
      status: '1',
    };
    const secret = paymentCallbackSecret(t.app.config) ?? '';
    const forged = new URLSearchParams({
      ...params,
      checksum: callbackChecksum({ ...params, status: '0' }, secret),
    });
    expect(
      (await t.app.inject(`${apiUrlOf(API_ROUTES.payments.callback)}?${forged}`)).statusCode,
    ).toBe(403);
    expect(await dieselBalance()).toBe(before);

    const signed = new URLSearchParams({ ...params, checksum: callbackChecksum(params, secret) });
    const ok = await t.app.inject(`${apiUrlOf(API_ROUTES.payments.callback)}?${signed}`);
    expect(ok.statusCode).toBe(200);
    expect(await dieselBalance()).toBe(before + 3);
  });

  it('flags a deposited amount that differs from the order and credits nothing', async () => {
    const before = await dieselBalance();
    const order = paymentRegisterReplySchema.parse((await buy(2)).json());
    await submitPaymentForm(t.app, order.formUrl);
    // As if the price had been tampered with between our order and the bank's.
    await t.database.db
      .update(paymentOrders)
      .set({ amount: sql`${paymentOrders.amount} + 1` })
      .where(eq(paymentOrders.id, order.order_id));
    const result = paymentSyncReplySchema.parse((await sync(order.order_id)).json());
    expect(result.state).toBe('review');
    expect(await dieselBalance()).toBe(before);
  });

  it('replays a request with the same Idempotency-Key and refuses the key with another body', async () => {
    const first = await buy(4, { 'idempotency-key': 'buy-4-litres-0001' });
    const again = await buy(4, { 'idempotency-key': 'buy-4-litres-0001' });
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replay']).toBe('true');
    const bankOrders = async () =>
      rowsOf<{ n: number }>(
        await t.database.db.execute(sql`select count(*)::int as n from sandbox_gateway.orders`),
      )[0]?.n;
    const ordersBefore = await t.database.db.select().from(paymentOrders);
    const atBankBefore = await bankOrders();
    const other = await buy(5, { 'idempotency-key': 'buy-4-litres-0001' });
    expect(other.statusCode).toBe(422);
    expect(errorBodySchema.parse(other.json()).errors[0]?.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const orders = await t.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.quantity, 4000));
    expect(orders).toHaveLength(1);
    // The reused key registered no order of 5 litres, here or at the bank.
    expect(await t.database.db.select().from(paymentOrders)).toEqual(ordersBefore);
    expect(await bankOrders()).toBe(atBankBefore);
  });

  it('validates the request and hides other users’ orders', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.payments.register),
      headers: auth(),
      payload: { product_id: dieselId, quantity: 2.5 },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorBodySchema.parse(bad.json()).errors[0]).toMatchObject({
      field: 'quantity',
      message: 'Enter a whole number',
    });
    const zero = await t.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.payments.register),
      headers: auth(),
      payload: { product_id: dieselId, quantity: 0 },
    });
    expect(zero.statusCode).toBe(400);
    // The limit is written as the reader's language writes numbers.
    for (const [lang, text] of [
      ['en', 'Must be at most 10,000'],
      ['ru', 'Значение должно быть не больше 10\u00a0000'],
    ] as const) {
      const big = await t.app.inject({
        method: 'POST',
        url: apiUrlOf(API_ROUTES.payments.register),
        headers: { ...auth(), 'accept-language': lang },
        payload: { product_id: dieselId, quantity: 10_001 },
      });
      expect(errorBodySchema.parse(big.json()).errors[0]?.message).toBe(text);
    }

    const order = paymentRegisterReplySchema.parse((await buy(1)).json());
    const stranger = (await signIn(t.app, await createUser(t.database.db))).access_token;
    expect((await sync(order.order_id, stranger)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: apiUrlOf(API_ROUTES.payments.sync, { orderId: order.order_id }) }))
        .statusCode,
    ).toBe(401);
  });
});
