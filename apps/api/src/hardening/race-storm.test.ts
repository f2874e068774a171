import {
  API_ROUTES,
  apiUrlOf,
  bankOrderNumber,
  type ProductBalancesReply,
  paymentRegisterReplySchema,
  refuelSchema,
} from '@fuel/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journal, paymentOrders } from '../db/schema';
import { callbackChecksum, paymentCallbackSecret } from '../integrations/payment-gateway';
import { submitPaymentForm } from '../integrations/payment-gateway/testing';
import { issueStationKey } from '../modules/refuels';
import { createUser, signIn } from '../test/factories';
import { creditFuel, expectLedgerBalanced, productByCode } from '../test/money';
import { buildTestApp, type TestApp } from '../test/test-app';

// Meaningful on PostgreSQL (CI runs every file there too): PGlite runs one transaction at a time.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { MAX_PENDING_PAYMENTS: '50' } });
});
afterAll(async () => {
  await expectLedgerBalanced(t.database.db);
  await t.close();
});

const USERS = 4;
const ORDERS_PER_USER = 5;
const CODES_PER_USER = 8;

async function balanceOf(token: string, code: string) {
  const res = await t.app.inject({
    url: apiUrlOf(API_ROUTES.ledger.balances),
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = res.json() as ProductBalancesReply;
  return data.find((b) => b.product_code === code) ?? { balance: 0, held: 0 };
}

describe('a storm of payments and refuels racing each other', () => {
  it('credits every paid order once, settles every code once, and the ledger adds up', async () => {
    const db = t.database.db;
    const diesel = await productByCode(db, 'DIESEL');
    const station = await issueStationKey(db, 'YVN-KOMITAS');
    const secret = paymentCallbackSecret(t.app.config) ?? '';
    const people = await Promise.all(
      Array.from({ length: USERS }, async () => {
        const user = await createUser(db);
        await creditFuel(db, user.id, diesel.id, 100);
        return { user, token: (await signIn(t.app, user)).access_token };
      }),
    );
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });

    // Paid orders whose browsers never came back: only sync races, callbacks and reconcilers.
    const orders = [];
    for (const { token } of people) {
      for (let i = 0; i < ORDERS_PER_USER; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: apiUrlOf(API_ROUTES.payments.register),
          headers: auth(token),
          payload: { product_id: diesel.id, quantity: 10 },
        });
        const order = paymentRegisterReplySchema.parse(res.json());
        await submitPaymentForm(t.app, order.formUrl);
        orders.push({ ...order, token });
      }
    }
    const rows = await db
      .select()
      .from(paymentOrders)
      .where(
        inArray(
          paymentOrders.id,
          orders.map((o) => o.order_id),
        ),
      );
    const callbackOf = (id: string) => {
      const row = rows.find((r) => r.id === id);
      const params = {
        mdOrder: row?.gatewayOrderId ?? '',
        orderNumber: bankOrderNumber(id),
        operation: 'deposited',
        status: '1',
      };
      return `${apiUrlOf(API_ROUTES.payments.callback)}?${new URLSearchParams({ ...params, checksum: callbackChecksum(params, secret) })}`;
    };

    // Refuel codes, each completed at a pump and cancelled by its owner at the same moment.
    const codes = [];
    for (const { token } of people) {
      for (let i = 0; i < CODES_PER_USER; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: apiUrlOf(API_ROUTES.refuels.create),
          headers: auth(token),
          payload: { product_id: diesel.id, volume: 5 },
        });
        codes.push({ ...refuelSchema.parse(res.json()), token });
      }
    }

    const storm = [
      ...orders.flatMap((o) => [
        t.app.inject({
          url: apiUrlOf(API_ROUTES.payments.sync, { orderId: o.order_id }),
          headers: auth(o.token),
        }),
        t.app.inject({
          url: apiUrlOf(API_ROUTES.payments.sync, { orderId: o.order_id }),
          headers: auth(o.token),
        }),
        t.app.inject(callbackOf(o.order_id)),
      ]),
      ...codes.flatMap((c) => [
        t.app.inject({
          method: 'POST',
          url: apiUrlOf(API_ROUTES.pumpTerminal.completeCode, {
            stationId: station.stationId,
            code: c.code,
          }),
          headers: { authorization: `Bearer ${station.key}` },
          payload: { dispensed: 3 },
        }),
        t.app.inject({
          method: 'POST',
          url: apiUrlOf(API_ROUTES.refuels.cancel, { id: c.id }),
          headers: auth(c.token),
        }),
      ]),
      t.app.maintenance(),
      t.app.maintenance(),
    ];
    const replies = (await Promise.all(storm)).filter(
      (r): r is Awaited<ReturnType<typeof t.app.inject>> => 'statusCode' in r,
    );
    // Refusals (a code already used or cancelled) are answers; a server error is not.
    expect(replies.filter((r) => r.statusCode >= 500)).toEqual([]);

    // Every paid order credited exactly once.
    const postings = await db
      .select({ referenceId: journal.referenceId })
      .from(journal)
      .where(
        inArray(
          journal.referenceId,
          orders.map((o) => o.order_id),
        ),
      );
    expect(postings).toHaveLength(orders.length);
    const settled = await db
      .select({ state: paymentOrders.state })
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, people[0]?.user.id ?? ''));
    expect(settled.every((o) => o.state === 'paid')).toBe(true);

    // Each code either dispensed 3 L or was cancelled; nothing stays held.
    for (const { token } of people) {
      const { balance, held } = await balanceOf(token, 'DIESEL');
      expect(held).toBe(0);
      const dispensed = 100 + ORDERS_PER_USER * 10 - balance;
      expect(dispensed % 3).toBe(0);
      expect(dispensed).toBeLessThanOrEqual(CODES_PER_USER * 3);
    }
  });
});
