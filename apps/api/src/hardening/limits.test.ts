import {
  API_ROUTES,
  apiUrlOf,
  CARD_LIMITS,
  errorBodySchema,
  FUEL_REQUEST_RATE,
  type ProductBalancesReply,
  paymentRegisterReplySchema,
  refuelSchema,
  savedCardPaymentReplySchema,
  stationCompleteReplySchema,
} from '@fuel/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardActivationFailures, fuelRequests, paymentOrders } from '../db/schema';
import { CARDS } from '../integrations/payment-gateway/testing';
import { advanceCardOrder } from '../modules/cards';
import { issueStationKey } from '../modules/refuels';
import { createUser, signIn } from '../test/factories';
import { creditFuel, expectLedgerBalanced, productByCode } from '../test/money';
import { saveCardByPaying } from '../test/saved-cards';
import { buildTestApp, type TestApp } from '../test/test-app';

/**
 * Every limit holds when its requests arrive together (DESIGN §7). Each test sends its requests
 * at once; on PostgreSQL they really run side by side (PGlite runs one transaction at a time, so
 * there the tests only check the answers).
 */
let t: TestApp;
beforeAll(async () => {
  // The per-address limit of the whole API is not what these tests are about.
  t = await buildTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(async () => {
  await expectLedgerBalanced(t.database.db);
  await t.close();
});

const TOGETHER = 30;
const together = <T>(make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: TOGETHER }, (_, i) => make(i)));
const statuses = (replies: { statusCode: number }[]) =>
  replies.map((r) => r.statusCode).sort((a, b) => a - b);
const codesOf = (replies: { statusCode: number; json(): unknown }[]) =>
  replies
    .filter((r) => r.statusCode >= 400)
    .map((r) => errorBodySchema.parse(r.json()).errors[0]?.code);

async function account(type: 'individual' | 'company' = 'individual') {
  const user = await createUser(t.database.db, { type });
  const token = (await signIn(t.app, user)).access_token;
  return { ...user, token, auth: { authorization: `Bearer ${token}`, 'accept-language': 'en' } };
}
type Account = Awaited<ReturnType<typeof account>>;

async function friends(a: Account, b: Account) {
  const { sendRequest, accept } = API_ROUTES.friends;
  const sent = await t.app.inject({
    method: sendRequest.method,
    url: apiUrlOf(sendRequest),
    headers: a.auth,
    payload: { user_id: b.publicId },
  });
  const relation = sendRequest.reply.parse(sent.json()).request.user_relation_id;
  await t.app.inject({
    method: accept.method,
    url: apiUrlOf(accept),
    headers: b.auth,
    payload: { user_relation_id: relation },
  });
}

describe('unfinished payments per user (MAX_PENDING_PAYMENTS, 5)', () => {
  it('opens exactly five payment pages when thirty are asked for at once', async () => {
    const buyer = await account();
    const diesel = await productByCode(t.database.db, 'DIESEL');
    const replies = await together(() =>
      t.app.inject({
        method: 'POST',
        url: apiUrlOf(API_ROUTES.payments.register),
        headers: buyer.auth,
        payload: { product_id: diesel.id, quantity: 1 },
      }),
    );
    expect(statuses(replies)).toEqual([...Array(5).fill(200), ...Array(25).fill(429)]);
    expect(new Set(codesOf(replies))).toEqual(new Set(['TOO_MANY_PENDING_PAYMENTS']));
    for (const r of replies.filter((r) => r.statusCode === 200))
      paymentRegisterReplySchema.parse(r.json());
    const pending = await t.database.db
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.userId, buyer.id), eq(paymentOrders.state, 'pending')));
    expect(pending).toHaveLength(5);
  });

  it('holds on the saved-card path too, counted with the payment pages', async () => {
    const buyer = await account();
    const diesel = await productByCode(t.database.db, 'DIESEL');
    // A card the bank asks 3-D Secure for: each purchase with it stays open, waiting.
    const card = await saveCardByPaying(t.app, buyer.token, diesel.id, CARDS.savedAcs);
    const page = await t.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.payments.register),
      headers: buyer.auth,
      payload: { product_id: diesel.id, quantity: 1 },
    });
    expect(page.statusCode).toBe(200);
    const replies = await together(() =>
      t.app.inject({
        method: 'POST',
        url: apiUrlOf(API_ROUTES.payments.payWithSavedCard),
        headers: buyer.auth,
        payload: { product_id: diesel.id, quantity: 1, card_id: card.id },
      }),
    );
    expect(statuses(replies)).toEqual([...Array(4).fill(200), ...Array(26).fill(429)]);
    for (const r of replies.filter((r) => r.statusCode === 200))
      expect(savedCardPaymentReplySchema.parse(r.json())).toMatchObject({
        state: 'pending',
        redirect_url: expect.stringContaining('/acs.html'),
      });
    const pending = await t.database.db
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.userId, buyer.id), eq(paymentOrders.state, 'pending')));
    expect(pending).toHaveLength(5);
  });
});

describe('asking a friend for fuel', () => {
  it('leaves one ask open and counts every try against the hourly limit', async () => {
    const [asker, friend] = [await account(), await account()];
    await friends(asker, friend);
    const lpg = await productByCode(t.database.db, 'LPG');
    const replies = await together(() =>
      t.app.inject({
        method: 'POST',
        url: apiUrlOf(API_ROUTES.friends.askForFuel),
        headers: asker.auth,
        payload: { user_id: friend.publicId, product_id: lpg.id, quantity: 5 },
      }),
    );
    const limited = TOGETHER - FUEL_REQUEST_RATE.max;
    expect(statuses(replies)).toEqual([
      200,
      ...Array(FUEL_REQUEST_RATE.max - 1).fill(409),
      ...Array(limited).fill(429),
    ]);
    expect(codesOf(replies).filter((c) => c === 'REQUEST_ALREADY_SENT')).toHaveLength(
      FUEL_REQUEST_RATE.max - 1,
    );
    const open = await t.database.db
      .select()
      .from(fuelRequests)
      .where(and(eq(fuelRequests.requesterId, asker.id), eq(fuelRequests.state, 'pending')));
    expect(open).toHaveLength(1);
  });
});

describe('wrong card activations per company (10 an hour, ADR 0028)', () => {
  it('checks exactly ten of thirty wrong codes sent at once; the rest are held off', async () => {
    const company = await account('company');
    const replies = await together((i) =>
      t.app.inject({
        method: 'POST',
        url: apiUrlOf(API_ROUTES.cards.add),
        // An address of its own: the route's limit per address (30 a minute) is not at stake.
        remoteAddress: '10.3.0.1',
        headers: company.auth,
        payload: { number: `905100000${String(7_000_000 + i)}`, activation_code: '123456' },
      }),
    );
    const allowed = CARD_LIMITS.activationAttempts;
    expect(statuses(replies)).toEqual([
      ...Array(allowed).fill(422),
      ...Array(TOGETHER - allowed).fill(429),
    ]);
    expect(codesOf(replies).filter((c) => c === 'CARD_ACTIVATION_LOCKED')).toHaveLength(
      TOGETHER - allowed,
    );
    const counted = await t.database.db
      .select()
      .from(cardActivationFailures)
      .where(eq(cardActivationFailures.userId, company.id));
    expect(counted).toHaveLength(allowed);
  });
});

/** A company card handed over with a PIN and a diesel day limit, and a pump at Komitas. */
async function companyCard(dayLimit: number) {
  const company = await account('company');
  const diesel = await productByCode(t.database.db, 'DIESEL');
  await creditFuel(t.database.db, company.id, diesel.id, 100);
  const order = await t.app.inject({
    method: 'POST',
    url: apiUrlOf(API_ROUTES.cards.order),
    headers: company.auth,
    payload: { quantity: 1, address: 'Yerevan, Komitas 5' },
  });
  const done = await advanceCardOrder(
    { db: t.database.db, events: t.app.events },
    { id: order.json().id },
    'handed_over',
  );
  const card = done.cards[0];
  if (!card) throw new Error('no card');
  const set = await t.app.inject({
    method: 'PATCH',
    url: apiUrlOf(API_ROUTES.cards.update, { id: card.id }),
    headers: company.auth,
    payload: {
      pin: '4826',
      products: [{ product_id: diesel.id, day_limit: dayLimit, month_limit: null }],
    },
  });
  expect(set.statusCode, set.body).toBe(200);
  const pump = await issueStationKey(t.database.db, 'YVN-KOMITAS');
  const station = { id: pump.stationId, auth: { authorization: `Bearer ${pump.key}` } };
  return { company, card, diesel, station };
}

async function dieselOf(who: Account) {
  const res = await t.app.inject({ url: apiUrlOf(API_ROUTES.ledger.balances), headers: who.auth });
  const { data } = res.json() as ProductBalancesReply;
  return data.find((b) => b.product_code === 'DIESEL') ?? { balance: 0, held: 0 };
}

/** Half of the calls release the hold, half report 12 dispensed: one of the two wins, wholly. */
function expectOneEnding(replies: { statusCode: number; json(): unknown }[]) {
  const won = replies.filter((r) => r.statusCode === 200);
  const lost = replies.filter((r) => r.statusCode !== 200);
  const dispensed = new Set(won.map((r) => stationCompleteReplySchema.parse(r.json()).dispensed));
  expect(dispensed.size).toBe(1);
  expect(new Set(codesOf(lost))).toEqual(new Set(lost.length ? ['REFUEL_NOT_ACTIVE'] : []));
  // Every call of the winning kind is answered alike (a retry); every call of the other refused.
  expect(won).toHaveLength(TOGETHER / 2);
  return [...dispensed][0] ?? -1;
}

describe('a pump cancelling and completing the same hold at once', () => {
  it('ends a card refuel once: dispensed or released, and the day limit counts it once', async () => {
    const { company, card, diesel, station } = await companyCard(50);
    const before = await dieselOf(company);
    const held = await t.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.pumpTerminal.authorizeCard, { stationId: station.id }),
      headers: station.auth,
      payload: { card_number: card.number, pin: '4826', product_id: diesel.id, volume: 20 },
    });
    expect(held.statusCode, held.body).toBe(200);
    const refuelId = held.json().refuel_id;
    const replies = await together((i) =>
      t.app.inject({
        method: 'POST',
        url: apiUrlOf(
          i % 2 ? API_ROUTES.pumpTerminal.cancelCard : API_ROUTES.pumpTerminal.completeCard,
          { stationId: station.id, refuelId },
        ),
        headers: station.auth,
        ...(i % 2 ? {} : { payload: { dispensed: 12 } }),
      }),
    );
    const dispensed = expectOneEnding(replies);
    expect(await dieselOf(company)).toEqual({
      ...before,
      balance: before.balance - dispensed,
      held: 0,
    });
    const view = await t.app.inject({
      url: apiUrlOf(API_ROUTES.cards.get, { id: card.id }),
      headers: company.auth,
    });
    expect(view.json().products[0].day_remaining).toBe(50 - dispensed);
  });

  it('ends a refuel code once: dispensed or given back', async () => {
    const driver = await account();
    const diesel = await productByCode(t.database.db, 'DIESEL');
    await creditFuel(t.database.db, driver.id, diesel.id, 40);
    const pump = await issueStationKey(t.database.db, 'YVN-KOMITAS');
    const made = await t.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.refuels.create),
      headers: driver.auth,
      payload: { product_id: diesel.id, volume: 20 },
    });
    const code = refuelSchema.parse(made.json()).code ?? '';
    const replies = await together((i) =>
      t.app.inject({
        method: 'POST',
        url: apiUrlOf(
          i % 2 ? API_ROUTES.pumpTerminal.cancelCode : API_ROUTES.pumpTerminal.completeCode,
          { stationId: pump.stationId, code },
        ),
        headers: { authorization: `Bearer ${pump.key}` },
        ...(i % 2 ? {} : { payload: { dispensed: 12 } }),
      }),
    );
    const dispensed = expectOneEnding(replies);
    expect(await dieselOf(driver)).toMatchObject({ balance: 40 - dispensed, held: 0 });
  });
});

describe('wrong PINs at the pump (a pause after 3, the 5th blocks)', () => {
  it('checks three of thirty wrong PINs sent at once, pauses the rest, and blocks nothing', async () => {
    const { company, card, diesel, station } = await companyCard(50);
    const replies = await together((i) =>
      t.app.inject({
        method: 'POST',
        url: apiUrlOf(API_ROUTES.pumpTerminal.authorizeCard, { stationId: station.id }),
        headers: station.auth,
        payload: {
          card_number: card.number,
          pin: String(1000 + i),
          product_id: diesel.id,
          volume: 5,
        },
      }),
    );
    const checked = CARD_LIMITS.pinTriesBeforePause;
    expect(statuses(replies)).toEqual([
      ...Array(checked).fill(422),
      ...Array(TOGETHER - checked).fill(429),
    ]);
    expect(codesOf(replies).filter((c) => c === 'CARD_PIN_PAUSED')).toHaveLength(
      TOGETHER - checked,
    );
    for (const r of replies.filter((r) => r.statusCode === 429))
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    const view = await t.app.inject({
      url: apiUrlOf(API_ROUTES.cards.get, { id: card.id }),
      headers: company.auth,
    });
    expect(view.json()).toMatchObject({ state: 'active' });
  });
});
