import { randomUUID } from 'node:crypto';
import { TRANSACTION_STATUS } from '@fuel/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders, transactions } from '../../db/schema';
import { GatewayUnavailableError } from '../../integrations/payment-gateway/errors';
import {
  type GatewayOrderStatus,
  ORDER_STATUS,
  type PaymentGateway,
} from '../../integrations/payment-gateway/gateway';
import { AppError } from '../../lib/app-error';
import { createUser, type TestUser } from '../../test/factories';
import { expectLedgerBalanced, productByCode } from '../../test/money';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { registerPayment } from './payments.service';
import { paymentDeps } from './payments.wiring';
import { settleOrder } from './settle.service';

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

const unavailable = (method: string) => new GatewayUnavailableError('connection refused', method);

/** A bank whose every answer the test chooses. */
function bank(answers: Partial<PaymentGateway>): PaymentGateway {
  return { kind: 'bank', ...answers } as PaymentGateway;
}

function status(orderStatus: number, amount: number): GatewayOrderStatus {
  return {
    orderStatus,
    orderNumber: 'n',
    amount,
    currency: '051',
    actionCode: 0,
    actionCodeDescription: '',
    errorCode: 0,
    errorMessage: '',
  };
}

const deps = (gateway: PaymentGateway) => ({ ...paymentDeps(t.app), gateway });

/** An order (with its history row) as registration leaves it, `minutesAgo`. */
async function pendingOrder(minutesAgo: number, gatewayOrderId: string | null = randomUUID()) {
  const [order] = await t.database.db
    .insert(paymentOrders)
    .values({
      userId: user.id,
      productId,
      quantity: 2000,
      unitPrice: 540,
      amount: 1080,
      language: 'en',
      gatewayOrderId,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    })
    .returning();
  if (!order) throw new Error('no order');
  await t.database.db.insert(transactions).values({
    userId: user.id,
    type: 'buying',
    statusId: TRANSACTION_STATUS.draft,
    productId,
    quantity: order.quantity,
    amount: order.amount,
    referenceId: order.id,
  });
  return order;
}

async function stateOf(orderId: string) {
  const [order] = await t.database.db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.id, orderId));
  const [history] = await t.database.db
    .select({ statusId: transactions.statusId })
    .from(transactions)
    .where(eq(transactions.referenceId, orderId));
  return { state: order?.state, gatewayStatus: order?.gatewayStatus, history: history?.statusId };
}

describe('payment failure paths', () => {
  it('ends the order as an error when the bank cannot register it', async () => {
    const failing = bank({
      registerOrder: async () => {
        throw unavailable('register.do');
      },
    });
    const refused = await registerPayment(
      deps(failing),
      user.id,
      { product_id: productId, quantity: 2 },
      'en',
    ).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('PAYMENT_FAILED');
    const [order] = await t.database.db
      .select({ id: paymentOrders.id })
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, user.id));
    expect(await stateOf(order?.id ?? '')).toMatchObject({
      state: 'failed',
      history: TRANSACTION_STATUS.error,
    });
  });

  it('keeps the order pending when the bank does not answer about it', async () => {
    const order = await pendingOrder(1);
    const silent = bank({
      getOrderStatus: async () => {
        throw unavailable('getOrderStatusExtended.do');
      },
    });
    expect((await settleOrder(deps(silent), order.id))?.state).toBe('pending');
    expect(await stateOf(order.id)).toEqual({
      state: 'pending',
      gatewayStatus: null,
      history: TRANSACTION_STATUS.draft,
    });
  });

  it('shows a payment waiting for 3-D Secure as pending and credits nothing yet', async () => {
    const order = await pendingOrder(1);
    const acs = bank({ getOrderStatus: async () => status(ORDER_STATUS.acs, order.amount * 100) });
    await settleOrder(deps(acs), order.id);
    expect(await stateOf(order.id)).toEqual({
      state: 'pending',
      gatewayStatus: ORDER_STATUS.acs,
      history: TRANSACTION_STATUS.pending,
    });
    // Once the cardholder confirms, the same order is credited.
    const paid = bank({
      getOrderStatus: async () => status(ORDER_STATUS.deposited, order.amount * 100),
    });
    expect((await settleOrder(deps(paid), order.id))?.state).toBe('paid');
    expect((await stateOf(order.id)).history).toBe(TRANSACTION_STATUS.success);
  });

  it('gives up an order never registered with the bank after 15 minutes', async () => {
    const never = bank({});
    const young = await pendingOrder(5, null);
    const old = await pendingOrder(16, null);
    await settleOrder(deps(never), young.id);
    await settleOrder(deps(never), old.id);
    expect((await stateOf(young.id)).state).toBe('pending');
    expect(await stateOf(old.id)).toEqual({
      state: 'failed',
      gatewayStatus: null,
      history: TRANSACTION_STATUS.error,
    });
  });

  it('ends an unregistered order and its history together or not at all', async () => {
    const order = await pendingOrder(16, null);
    // The history update fails half-way (as a lost connection would).
    await t.database.db.execute(
      sql.raw(`create function refuse_history() returns trigger language plpgsql as $$
        begin raise exception 'history is unavailable'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger refuse_history before update on transactions for each row
        when (new.reference_id = '${order.id}') execute function refuse_history()`),
    );
    // The database's refusal, as the query builder passes it on.
    await expect(settleOrder(deps(bank({})), order.id)).rejects.toMatchObject({
      cause: { message: 'history is unavailable' },
    });
    await t.database.db.execute(sql.raw('drop trigger refuse_history on transactions'));
    expect(await stateOf(order.id)).toEqual({
      state: 'pending',
      gatewayStatus: null,
      history: TRANSACTION_STATUS.draft,
    });
    // The next round finishes it whole.
    await settleOrder(deps(bank({})), order.id);
    expect(await stateOf(order.id)).toMatchObject({
      state: 'failed',
      history: TRANSACTION_STATUS.error,
    });
  });
});
