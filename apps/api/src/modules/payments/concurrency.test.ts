import {
  API_ROUTES,
  apiUrlOf,
  bankOrderNumber,
  type ProductBalancesReply,
  paymentRegisterReplySchema,
} from '@fuel/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journal, paymentOrders } from '../../db/schema';
import { callbackChecksum, paymentCallbackSecret } from '../../integrations/payment-gateway';
import { submitPaymentForm } from '../../integrations/payment-gateway/testing';
import { createUser, signIn } from '../../test/factories';
import { creditFuel, expectLedgerBalanced, productByCode } from '../../test/money';
import { buildTestApp, type TestApp } from '../../test/test-app';

// Meaningful on PostgreSQL (CI runs every file there too): PGlite runs one transaction at a time.
let t: TestApp;
let token: string;
let userId: string;
beforeAll(async () => {
  t = await buildTestApp();
  const user = await createUser(t.database.db);
  userId = user.id;
  token = (await signIn(t.app, user)).access_token;
});
afterAll(async () => {
  await expectLedgerBalanced(t.database.db);
  await t.close();
});
const headers = () => ({ authorization: `Bearer ${token}` });

async function balance(code: string) {
  const res = await t.app.inject({ url: apiUrlOf(API_ROUTES.ledger.balances), headers: headers() });
  const { data } = res.json() as ProductBalancesReply;
  return data.find((b) => b.product_code === code);
}

describe('under concurrency', () => {
  it('credits a paid order exactly once however 50 syncs and a duplicated callback race', async () => {
    const lpg = await productByCode(t.database.db, 'LPG');
    const res = await t.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.payments.register),
      headers: headers(),
      payload: { product_id: lpg.id, quantity: 40 },
    });
    const order = paymentRegisterReplySchema.parse(res.json());
    await submitPaymentForm(t.app, order.formUrl);
    const [row] = await t.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, order.order_id));
    const params = {
      mdOrder: row?.gatewayOrderId ?? '',
      orderNumber: bankOrderNumber(order.order_id),
      operation: 'deposited',
      status: '1',
    };
    const query = new URLSearchParams({
      ...params,
      checksum: callbackChecksum(params, paymentCallbackSecret(t.app.config) ?? ''),
    });

    const calls = [
      ...Array.from({ length: 50 }, () =>
        t.app.inject({
          url: apiUrlOf(API_ROUTES.payments.sync, { orderId: order.order_id }),
          headers: headers(),
        }),
      ),
      t.app.inject(`${apiUrlOf(API_ROUTES.payments.callback)}?${query}`),
      t.app.inject(`${apiUrlOf(API_ROUTES.payments.callback)}?${query}`),
      t.app.maintenance(),
    ];
    const replies = await Promise.all(calls);
    for (const r of replies.slice(0, 52))
      expect((r as { statusCode: number }).statusCode).toBe(200);

    expect((await balance('LPG'))?.balance).toBe(40);
    const postings = await t.database.db
      .select()
      .from(journal)
      .where(eq(journal.referenceId, order.order_id));
    expect(postings).toHaveLength(1);
  });

  it('never holds more than the balance when codes are asked for at once', async () => {
    const super98 = await productByCode(t.database.db, 'SUPER_98');
    await creditFuel(t.database.db, userId, super98.id, 10);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: apiUrlOf(API_ROUTES.refuels.create),
          headers: headers(),
          payload: { product_id: super98.id, volume: 1.5 },
        }),
      ),
    );
    const granted = replies.filter((r) => r.statusCode === 200).length;
    const refused = replies.filter((r) => r.statusCode === 422).length;
    expect(granted + refused).toBe(20);
    expect(granted).toBe(6);
    expect(await balance('SUPER_98')).toEqual(expect.objectContaining({ balance: 1, held: 9 }));
  });
});
