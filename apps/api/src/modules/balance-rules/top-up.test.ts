import {
  API_ROUTES,
  apiUrlOf,
  balanceRulesReplySchema,
  type ProductBalancesReply,
  TRANSACTION_STATUS,
} from '@fuel/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, notifications, paymentOrders, savedCards, transactions } from '../../db/schema';
import { CARDS } from '../../integrations/payment-gateway/testing';
import { createUser, signIn } from '../../test/factories';
import { creditFuel, expectLedgerBalanced, productByCode } from '../../test/money';
import { saveCardByPaying } from '../../test/saved-cards';
import { buildTestApp, type TestApp } from '../../test/test-app';

// The concurrency here means something on PostgreSQL (TEST_DATABASE_URL); PGlite serialises.
let t: TestApp;
let second: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // Another API process on the same database.
  second = await buildTestApp({ database: t.database, seed: false });
});
afterAll(async () => {
  await expectLedgerBalanced(t.database.db);
  await second.app.close();
  await t.close();
});

interface Customer {
  id: string;
  email: string;
  token: string;
  productId: string;
  price: number;
}

async function customer(code: string): Promise<Customer> {
  const user = await createUser(t.database.db);
  const product = await productByCode(t.database.db, code);
  return {
    id: user.id,
    email: user.email,
    token: (await signIn(t.app, user)).access_token,
    productId: product.id,
    price: product.price,
  };
}
const auth = (c: Customer) => ({ authorization: `Bearer ${c.token}`, 'accept-language': 'en' });

async function setRule(c: Customer, body: object) {
  const res = await t.app.inject({
    method: 'PUT',
    url: apiUrlOf(API_ROUTES.balanceRules.save, { productId: c.productId }),
    headers: auth(c),
    payload: body,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function balanceOf(c: Customer) {
  const res = await t.app.inject({ url: apiUrlOf(API_ROUTES.ledger.balances), headers: auth(c) });
  const { data } = res.json() as ProductBalancesReply;
  return data.find((b) => b.product_id === c.productId)?.balance ?? 0;
}

/** `count` refuel codes of `volume` asked for at once, spread over both API processes. */
async function refuelAtOnce(c: Customer, count: number, volume: number) {
  const replies = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      (i % 2 ? second : t).app.inject({
        method: 'POST',
        url: apiUrlOf(API_ROUTES.refuels.create),
        headers: auth(c),
        payload: { product_id: c.productId, volume },
      }),
    ),
  );
  for (const r of replies) expect(r.statusCode).toBe(200);
}

const messagesOf = async (c: Customer, template: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, c.id), eq(notifications.template, template)));

const automaticOrders = (c: Customer) =>
  t.database.db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.userId, c.id), sql`${paymentOrders.autoCrossing} is not null`));

/** Both processes' workers run what is due, at once. */
const drainBoth = () => Promise.all([t.app.jobs.drain(), second.app.jobs.drain()]);

describe('low-balance alerts and automatic top-up', () => {
  it('20 refuels at once below the threshold: one alert, one automatic purchase', async () => {
    const c = await customer('DIESEL');
    const card = await saveCardByPaying(t.app, c.token, c.productId);
    await creditFuel(t.database.db, c.id, c.productId, 99);
    await setRule(c, {
      threshold: 50,
      alert: true,
      alert_email: true,
      top_up: { quantity: 40, card_id: card.id, monthly_cap: 100_000, active: true },
    });

    await refuelAtOnce(c, 20, 5);
    // The purchase never runs inside the refuel requests: it waits in the jobs table.
    expect(await automaticOrders(c)).toHaveLength(0);
    const queued = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'balance.low'), sql`${jobs.payload}->>'user_id' = ${c.id}`));
    expect(queued).toHaveLength(1);
    await drainBoth();

    expect(await messagesOf(c, 'balance_low')).toHaveLength(1);
    const orders = await automaticOrders(c);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ state: 'paid', amount: 40 * c.price });
    expect(await balanceOf(c)).toBe(40);
    // In the history as a normal purchase, marked automatic.
    const [row] = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.referenceId, orders[0]?.id ?? ''));
    expect(row).toMatchObject({
      type: 'buying',
      statusId: TRANSACTION_STATUS.success,
      automatic: true,
    });
    const history = await t.app.inject({
      url: apiUrlOf(API_ROUTES.transactions.list),
      headers: auth(c),
    });
    expect(history.json().data[0]).toMatchObject({ type: 'buying', automatic: true });
    // The e-mail the user opted in to.
    const mails = await t.database.db.execute(
      sql`select subject from dev_mailbox where recipient = ${c.email} and text like '%/my-balance%'`,
    );
    expect(JSON.stringify(mails)).toContain('Դիզել');
  });

  it('does not alert again while the balance stays low, and again after it rose', async () => {
    const c = await customer('LPG');
    await creditFuel(t.database.db, c.id, c.productId, 30);
    await setRule(c, { threshold: 20, alert: true, top_up: null });
    await refuelAtOnce(c, 3, 5);
    await refuelAtOnce(c, 2, 5);
    await drainBoth();
    expect(await messagesOf(c, 'balance_low')).toHaveLength(1);
    await creditFuel(t.database.db, c.id, c.productId, 30);
    await refuelAtOnce(c, 4, 5);
    await drainBoth();
    expect(await messagesOf(c, 'balance_low')).toHaveLength(2);
    const rules = balanceRulesReplySchema.parse(
      (
        await t.app.inject({ url: apiUrlOf(API_ROUTES.balanceRules.list), headers: auth(c) })
      ).json(),
    );
    expect(rules.data).toEqual([expect.objectContaining({ threshold: 20, armed: false })]);
  });

  it('a declined saved card stops the rule and tells the user why', async () => {
    const c = await customer('PREMIUM_95');
    const card = await saveCardByPaying(t.app, c.token, c.productId, CARDS.savedDecline);
    await creditFuel(t.database.db, c.id, c.productId, 20);
    await setRule(c, {
      threshold: 10,
      alert: false,
      top_up: { quantity: 20, card_id: card.id, monthly_cap: 100_000, active: true },
    });
    await refuelAtOnce(c, 4, 4);
    await drainBoth();
    const [order] = await automaticOrders(c);
    expect(order?.state).toBe('failed');
    expect(await messagesOf(c, 'balance_low')).toHaveLength(0);
    const stopped = await messagesOf(c, 'auto_top_up_stopped_declined');
    expect(stopped).toHaveLength(1);
    const list = await t.app.inject({
      url: apiUrlOf(API_ROUTES.notifications.list),
      headers: auth(c),
    });
    expect(JSON.stringify(list.json())).toContain('the bank declined the payment');
    const rules = balanceRulesReplySchema.parse(
      (
        await t.app.inject({ url: apiUrlOf(API_ROUTES.balanceRules.list), headers: auth(c) })
      ).json(),
    );
    expect(rules.data[0]?.top_up).toMatchObject({ active: false, stopped_reason: 'declined' });

    // Stopped: the next crossing buys nothing.
    await creditFuel(t.database.db, c.id, c.productId, 20);
    await refuelAtOnce(c, 3, 4);
    await drainBoth();
    expect(await automaticOrders(c)).toHaveLength(1);
  });

  it('two API processes never buy twice for one crossing, even when its job runs twice', async () => {
    const c = await customer('SUPER_98');
    const card = await saveCardByPaying(t.app, c.token, c.productId);
    await creditFuel(t.database.db, c.id, c.productId, 40);
    await setRule(c, {
      threshold: 30,
      alert: true,
      top_up: { quantity: 10, card_id: card.id, monthly_cap: 1_000_000, active: true },
    });
    await refuelAtOnce(c, 10, 2);
    // A worker that lost its lease mid-run: the same crossing's job is there twice.
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'balance.low'), sql`${jobs.payload}->>'user_id' = ${c.id}`));
    await t.database.db.insert(jobs).values({ kind: 'balance.low', payload: job?.payload ?? {} });
    await t.database.db.insert(jobs).values({ kind: 'balance.low', payload: job?.payload ?? {} });
    await drainBoth();
    expect(await automaticOrders(c)).toHaveLength(1);
    expect(await messagesOf(c, 'balance_low')).toHaveLength(1);
    // 1 L from saving the card + 40 - 10 x 2 + 10 bought.
    expect(await balanceOf(c)).toBe(31);
  });

  it('holds the monthly cap: a crossing over it buys nothing and says so', async () => {
    const c = await customer('REGULAR_92');
    const card = await saveCardByPaying(t.app, c.token, c.productId);
    await creditFuel(t.database.db, c.id, c.productId, 12);
    const cap = Math.floor(10 * c.price * 1.5);
    await setRule(c, {
      threshold: 10,
      alert: false,
      top_up: { quantity: 10, card_id: card.id, monthly_cap: cap, active: true },
    });
    await refuelAtOnce(c, 2, 2); // 13 -> 9: buys 10 -> 19
    await drainBoth();
    await refuelAtOnce(c, 3, 4); // 19 -> 7: the cap leaves less than 10 units' price
    await drainBoth();
    const orders = await automaticOrders(c);
    expect(orders).toHaveLength(1);
    expect(orders.reduce((s, o) => s + o.amount, 0)).toBeLessThanOrEqual(cap);
    expect(await messagesOf(c, 'auto_top_up_cap')).toHaveLength(1);
    const rules = balanceRulesReplySchema.parse(
      (
        await t.app.inject({ url: apiUrlOf(API_ROUTES.balanceRules.list), headers: auth(c) })
      ).json(),
    );
    expect(rules.data[0]?.top_up).toMatchObject({ spent_this_month: 10 * c.price, active: true });
  });

  it('a removed card stops the top-up; rules are the owner’s only', async () => {
    const c = await customer('CNG');
    const card = await saveCardByPaying(t.app, c.token, c.productId);
    const other = await customer('CNG');
    const foreign = await t.app.inject({
      method: 'PUT',
      url: apiUrlOf(API_ROUTES.balanceRules.save, { productId: other.productId }),
      headers: auth(other),
      payload: {
        threshold: 5,
        alert: true,
        top_up: { quantity: 5, card_id: card.id, monthly_cap: 10_000, active: true },
      },
    });
    expect(foreign.statusCode).toBe(404);
    await creditFuel(t.database.db, c.id, c.productId, 10);
    await setRule(c, {
      threshold: 8,
      alert: false,
      top_up: { quantity: 5, card_id: card.id, monthly_cap: 100_000, active: true },
    });
    await t.database.db.delete(savedCards).where(eq(savedCards.id, card.id));
    await refuelAtOnce(c, 1, 4);
    await drainBoth();
    expect(await automaticOrders(c)).toHaveLength(0);
    expect(await messagesOf(c, 'auto_top_up_stopped_card_removed')).toHaveLength(1);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: apiUrlOf(API_ROUTES.balanceRules.remove, { productId: c.productId }),
      headers: auth(c),
    });
    expect(removed.statusCode).toBe(200);
  });

  it('removing the card it pays with stops the top-up and says why', async () => {
    const c = await customer('LPG');
    const card = await saveCardByPaying(t.app, c.token, c.productId);
    await setRule(c, {
      threshold: 5,
      alert: false,
      top_up: { quantity: 5, card_id: card.id, monthly_cap: 100_000, active: true },
    });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: apiUrlOf(API_ROUTES.payments.removeSavedCard, { id: card.id }),
      headers: auth(c),
    });
    expect(removed.statusCode).toBe(200);
    const rules = balanceRulesReplySchema.parse(
      (
        await t.app.inject({ url: apiUrlOf(API_ROUTES.balanceRules.list), headers: auth(c) })
      ).json(),
    );
    expect(rules.data.find((r) => r.product_id === c.productId)?.top_up).toMatchObject({
      card_id: null,
      active: false,
      stopped_reason: 'card_removed',
    });
    // The user removed it: no message about it, and none later when the balance falls.
    await creditFuel(t.database.db, c.id, c.productId, 8);
    await refuelAtOnce(c, 1, 4);
    await drainBoth();
    expect(await automaticOrders(c)).toHaveLength(0);
    expect(await messagesOf(c, 'auto_top_up_stopped_card_removed')).toHaveLength(0);
  });
});
