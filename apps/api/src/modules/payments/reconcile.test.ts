import { randomUUID } from 'node:crypto';
import { API_ROUTES, apiUrlOf, errorBodySchema, paymentRegisterReplySchema } from '@fuel/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders } from '../../db/schema';
import {
  type GatewayOrderStatus,
  ORDER_STATUS,
  type PaymentGateway,
} from '../../integrations/payment-gateway/gateway';
import { createUser, signIn, type TestUser } from '../../test/factories';
import { expectLedgerBalanced, productByCode } from '../../test/money';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { paymentDeps } from './payments.wiring';
import { reconcilePayments } from './reconcile.service';

let t: TestApp;
let user: TestUser;
let productId: string;
beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t.database.db);
  productId = (await productByCode(t.database.db, 'DIESEL')).id;
});
afterAll(async () => {
  await expectLedgerBalanced(t.database.db);
  await t.close();
});

/**
 * A bank that knows which orders were paid and counts every question, so a test can see whom
 * the reconciler asked about and how often.
 */
function countingBank(paid: Set<string>) {
  const asked = new Map<string, number>();
  const gateway = {
    kind: 'bank',
    async getOrderStatus(orderId: string): Promise<GatewayOrderStatus> {
      asked.set(orderId, (asked.get(orderId) ?? 0) + 1);
      const [order] = await t.database.db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.gatewayOrderId, orderId));
      const deposited = paid.has(orderId);
      return {
        orderStatus: deposited ? ORDER_STATUS.deposited : ORDER_STATUS.registered,
        orderNumber: order?.id ?? '',
        amount: (order?.amount ?? 0) * 100,
        currency: '051',
        actionCode: 0,
        actionCodeDescription: '',
        errorCode: 0,
        errorMessage: '',
      };
    },
  } as unknown as PaymentGateway;
  return { gateway, asked, deps: () => ({ ...paymentDeps(t.app), gateway }) };
}

/** `n` orders registered with the bank `minutesAgo`, never paid, nobody coming back for them. */
async function abandonedOrders(n: number, minutesAgo: number): Promise<string[]> {
  const rows = Array.from({ length: n }, () => ({
    userId: user.id,
    productId,
    quantity: 10_000,
    unitPrice: 540,
    amount: 5400,
    language: 'en',
    gatewayOrderId: randomUUID(),
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
  }));
  const inserted = await t.database.db
    .insert(paymentOrders)
    .values(rows)
    .returning({ id: paymentOrders.id, gatewayOrderId: paymentOrders.gatewayOrderId });
  return inserted.map((r) => r.gatewayOrderId ?? '');
}

async function stateOf(gatewayOrderId: string) {
  const [row] = await t.database.db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.gatewayOrderId, gatewayOrderId));
  return row;
}

async function clearPending() {
  await t.database.db
    .update(paymentOrders)
    .set({ state: 'failed' })
    .where(eq(paymentOrders.state, 'pending'));
}

describe('the payment reconciler', () => {
  it('credits a paid order in its first round although 300 abandoned orders are older', async () => {
    await abandonedOrders(300, 10);
    const [paidId = ''] = await abandonedOrders(1, 1);
    const bank = countingBank(new Set([paidId]));

    // However slow the database, this round must reach the newest order.
    await reconcilePayments(bank.deps(), { budgetMs: 120_000 });

    expect((await stateOf(paidId))?.state).toBe('paid');
    // Every order was asked about once, none twice.
    expect(bank.asked.size).toBe(301);
    expect(Math.max(...bank.asked.values())).toBe(1);
    await clearPending();
  });

  it('backs off from orders nobody pays, so a new one is asked about at once', async () => {
    const abandoned = await abandonedOrders(200, 5);
    const bank = countingBank(new Set());
    const firstRound = new Date();
    await reconcilePayments(bank.deps());
    expect(bank.asked.size).toBe(200);

    const [freshId = ''] = await abandonedOrders(1, 0);
    bank.asked.clear();
    await reconcilePayments(bank.deps());
    // The new order is asked about first; the others only once their back-off has passed.
    expect([...bank.asked.keys()][0]).toBe(freshId);
    expect(bank.asked.size).toBeLessThan(201);

    // Measured from the first round's start, not from now: a slow machine may have passed it.
    const [next] = await t.database.db
      .select({
        wait: sql<number>`extract(epoch from next_check_at - ${firstRound.toISOString()}::timestamptz)::float`,
      })
      .from(paymentOrders)
      .where(eq(paymentOrders.gatewayOrderId, abandoned[0] ?? ''));
    expect(next?.wait).toBeGreaterThan(1);
    await clearPending();
  });

  it('never waits longer than the configured back-off between two questions', async () => {
    const ids = await abandonedOrders(3, 3);
    await t.database.db
      .update(paymentOrders)
      .set({ checkCount: 25 })
      .where(inArray(paymentOrders.gatewayOrderId, ids));
    await reconcilePayments(countingBank(new Set()).deps());
    const waits = await t.database.db
      .select({ wait: sql<number>`extract(epoch from next_check_at - now())::float` })
      .from(paymentOrders)
      .where(inArray(paymentOrders.gatewayOrderId, ids));
    const max = t.app.config.payment.reconcile.maxBackoffSeconds;
    for (const { wait } of waits) expect(wait).toBeLessThanOrEqual(max);
    await clearPending();
  });

  it('two reconcilers at once never ask about the same order twice', async () => {
    await abandonedOrders(300, 2);
    const bank = countingBank(new Set());
    await Promise.all([reconcilePayments(bank.deps()), reconcilePayments(bank.deps())]);
    expect(bank.asked.size).toBe(300);
    expect(Math.max(...bank.asked.values())).toBe(1);
    await clearPending();
  });

  it('ends an order the bank still calls registered long after its page closed', async () => {
    const [old = ''] = await abandonedOrders(1, 45);
    const [recent = ''] = await abandonedOrders(1, 15);
    await reconcilePayments(countingBank(new Set()).deps());
    expect((await stateOf(old))?.state).toBe('failed');
    expect((await stateOf(recent))?.state).toBe('pending');
    await clearPending();
  });
});

describe('unfinished payments per user', () => {
  it('refuses a new payment while the user has too many open, in the request language', async () => {
    const buyer = await createUser(t.database.db);
    const token = (await signIn(t.app, buyer)).access_token;
    const register = () =>
      t.app.inject({
        method: 'POST',
        url: apiUrlOf(API_ROUTES.payments.register),
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
        payload: { product_id: productId, quantity: 1 },
      });
    const cap = t.app.config.payment.maxPendingPerUser;
    const opened = [];
    for (let i = 0; i < cap; i++) {
      const res = await register();
      expect(res.statusCode).toBe(200);
      opened.push(paymentRegisterReplySchema.parse(res.json()).order_id);
    }
    const refused = await register();
    expect(refused.statusCode).toBe(429);
    const body = errorBodySchema.parse(refused.json());
    expect(body.errors[0]?.code).toBe('TOO_MANY_PENDING_PAYMENTS');
    expect(body.errors[0]?.message).toMatch(/unfinished payments/);
    // When the oldest open page closes (20 minutes after it opened), a place is free again.
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(20 * 60 - 60);
    expect(retryAfter).toBeLessThanOrEqual(20 * 60);
    // The sentence names the same wait as the header, in whole minutes.
    expect(body.errors[0]?.message).toContain(`try again in ${Math.ceil(retryAfter / 60)} min.`);

    // Once one of them has ended, the user may start another.
    await t.database.db
      .update(paymentOrders)
      .set({ state: 'failed' })
      .where(eq(paymentOrders.id, opened[0] ?? ''));
    expect((await register()).statusCode).toBe(200);
  });
});
