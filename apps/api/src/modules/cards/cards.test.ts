import {
  API_ROUTES,
  apiUrlOf,
  CARD_LIMITS,
  type Card,
  cardSchema,
  cardsReplySchema,
  errorBodySchema,
  type ProductBalancesReply,
  transactionsReplySchema,
} from '@fuel/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/database';
import { orderedCard } from '../../test/cards';
import { createUser, signIn } from '../../test/factories';
import { creditFuel, expectLedgerBalanced, productByCode } from '../../test/money';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { issueStationKey } from '../refuels';
import { advanceCardOrder, issueCards } from '.';

let t: TestApp;
let company: string;
let companyId: string;
let other: string;
let person: string;
let station: { id: string; key: string };
let diesel: { id: string };
beforeAll(async () => {
  t = await buildTestApp();
  const c = await createUser(t.database.db, { type: 'company' });
  companyId = c.id;
  company = (await signIn(t.app, c)).access_token;
  other = (await signIn(t.app, await createUser(t.database.db, { type: 'company' }))).access_token;
  person = (await signIn(t.app, await createUser(t.database.db))).access_token;
  const s = await issueStationKey(t.database.db, 'YVN-KOMITAS');
  station = { id: s.stationId, key: s.key };
  diesel = await productByCode(t.database.db, 'DIESEL');
  await creditFuel(t.database.db, companyId, diesel.id, 100);
});
afterAll(async () => {
  await expectLedgerBalanced(t.database.db);
  await t.close();
});

const call = (token: string, method: string, url: string, payload?: object, extra = {}) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, ...extra },
    ...(payload ? { payload } : {}),
  });
/** The route's path as the OpenAPI document writes it: `{name}` for a `:name` parameter. */
const codeOf = (res: { json(): unknown }) => errorBodySchema.parse(res.json()).errors[0]?.code;

async function companyBalance() {
  const res = await call(company, 'GET', apiUrlOf(API_ROUTES.ledger.balances));
  const { data } = res.json() as ProductBalancesReply;
  return data.find((b) => b.product_id === diesel.id);
}

/** A card of the company, ordered and handed over, with a PIN and diesel limits. */
async function newCard(limits: { day_limit: number | null; month_limit: number | null }) {
  const made = await orderedCard(t, company, {
    name: 'Aram',
    pin: '4826',
    products: [{ product_id: diesel.id, ...limits }],
  });
  return { ...made, card: made.card as Card };
}

const authorize = (number: string, volume: number, pin = '4826') =>
  t.app.inject({
    method: 'POST',
    url: apiUrlOf(API_ROUTES.pumpTerminal.authorizeCard, { stationId: station.id }),
    headers: { authorization: `Bearer ${station.key}` },
    payload: { card_number: number, pin, product_id: diesel.id, volume },
  });
const complete = (refuelId: string, dispensed: number) =>
  t.app.inject({
    method: 'POST',
    url: apiUrlOf(API_ROUTES.pumpTerminal.completeCard, { stationId: station.id, refuelId }),
    headers: { authorization: `Bearer ${station.key}` },
    payload: { dispensed },
  });

describe('company fuel cards', () => {
  it('an individual cannot use cards, and one company’s card is 404 for another', async () => {
    expect((await call(person, 'GET', apiUrlOf(API_ROUTES.cards.list))).statusCode).toBe(403);
    expect(codeOf(await call(person, 'GET', apiUrlOf(API_ROUTES.cards.list)))).toBe('COMPANY_ONLY');
    // Refused for who it is, before its body is read: not told which fields to fill in.
    for (const [method, url] of [
      ['POST', apiUrlOf(API_ROUTES.cards.add)],
      ['POST', apiUrlOf(API_ROUTES.cards.order)],
      ['GET', `${apiUrlOf(API_ROUTES.cards.list)}?limit=abc`],
    ] as const) {
      const res = await call(person, method, url, {});
      expect([res.statusCode, codeOf(res)]).toEqual([403, 'COMPANY_ONLY']);
    }
    const { id } = await newCard({ day_limit: null, month_limit: null });
    const balanceBefore = await companyBalance();
    expect((await call(other, 'GET', apiUrlOf(API_ROUTES.cards.get, { id }))).statusCode).toBe(404);
    expect(
      (await call(other, 'DELETE', apiUrlOf(API_ROUTES.cards.remove, { id }))).statusCode,
    ).toBe(404);
    expect(
      (
        await call(other, 'POST', apiUrlOf(API_ROUTES.cards.unload, { id }), {
          product_id: diesel.id,
        })
      ).statusCode,
    ).toBe(404);
    // The other company's delete and unload changed nothing: the card is open, the fuel in place.
    const card = await call(company, 'GET', apiUrlOf(API_ROUTES.cards.get, { id }));
    expect(cardSchema.parse(card.json()).state).toBe('active');
    expect(await companyBalance()).toEqual(balanceBefore);
    const list = cardsReplySchema.parse(
      (await call(company, 'GET', `${apiUrlOf(API_ROUTES.cards.list)}?search=Aram`)).json(),
    );
    expect(list.data.map((c) => c.id)).toContain(id);
    expect(list.data[0]?.number_masked).toMatch(/^•••• \d{4}$/);
  });

  it('adds a stock card by number and activation code, with attempts limited', async () => {
    const [stock] = await issueCards(t.database.db, 1);
    if (!stock) throw new Error('no card');
    const wrong = stock.activationCode === '000000' ? '111111' : '000000';
    const bad = await call(company, 'POST', apiUrlOf(API_ROUTES.cards.add), {
      number: stock.number,
      activation_code: wrong,
    });
    expect(codeOf(bad)).toBe('CARD_ACTIVATION_FAILED');
    const ok = await call(company, 'POST', apiUrlOf(API_ROUTES.cards.add), {
      number: stock.number,
      activation_code: stock.activationCode,
    });
    expect(ok.statusCode).toBe(201);
    expect(cardSchema.parse(ok.json()).last4).toBe(stock.number.slice(-4));
    // Now the company's: another company cannot take it with the right code.
    const again = await call(other, 'POST', apiUrlOf(API_ROUTES.cards.add), {
      number: stock.number,
      activation_code: stock.activationCode,
    });
    expect(codeOf(again)).toBe('CARD_ACTIVATION_FAILED');
  });

  it('counts wrong activations per company, whatever the number: stock is not told from unknown', async () => {
    const [stock] = await issueCards(t.database.db, 1);
    if (!stock) throw new Error('no card');
    const wrong = stock.activationCode === '000000' ? '111111' : '000000';
    const guesser = (await signIn(t.app, await createUser(t.database.db, { type: 'company' })))
      .access_token;
    const add = (token: string, number: string, activation_code: string) =>
      call(token, 'POST', apiUrlOf(API_ROUTES.cards.add), { number, activation_code });
    // Wrong guesses at a card in stock and at numbers that do not exist answer alike.
    for (let i = 0; i < CARD_LIMITS.activationAttempts; i++) {
      const number = i % 2 ? stock.number : `90510000000${String(90000 + i)}`;
      const res = await add(guesser, number, wrong);
      expect([res.statusCode, codeOf(res)]).toEqual([422, 'CARD_ACTIVATION_FAILED']);
    }
    // The guesser is now held off for any number, even with the right code…
    for (const number of [stock.number, '9051000000099999']) {
      const locked = await add(guesser, number, stock.activationCode);
      expect([locked.statusCode, codeOf(locked)]).toEqual([429, 'CARD_ACTIVATION_LOCKED']);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(3500);
    }
    // …while the card itself is not locked: its buyer adds it at once.
    expect((await add(company, stock.number, stock.activationCode)).statusCode).toBe(201);
    // An hour after its wrong codes the guesser may try again.
    await t.database.db.execute(
      sql`update card_activation_failures set failed_at = now() - interval '61 minutes'`,
    );
    expect(codeOf(await add(guesser, stock.number, stock.activationCode))).toBe(
      'CARD_ACTIVATION_FAILED',
    );
  });

  it('a card the company already has is said so with its right code, and not counted', async () => {
    // An ordered card is on the company's list once handed over; people still type it in.
    const { number, activationCode } = await newCard({ day_limit: null, month_limit: null });
    const failures = async () =>
      rowsOf(
        await t.database.db.execute(
          sql`select count(*)::int as n from card_activation_failures where user_id = ${companyId}`,
        ),
      );
    // From an address of its own: the route's limit per address is not what this is about.
    const add = (activation_code: string) =>
      t.app.inject({
        method: 'POST',
        url: apiUrlOf(API_ROUTES.cards.add),
        remoteAddress: '10.7.0.1',
        headers: { authorization: `Bearer ${company}`, 'accept-language': 'en' },
        payload: { number, activation_code },
      });
    const before = await failures();
    for (let i = 0; i <= CARD_LIMITS.activationAttempts; i++) {
      const res = await add(activationCode);
      expect(res.statusCode).toBe(409);
      expect(errorBodySchema.parse(res.json()).errors[0]).toEqual({
        code: 'CARD_ALREADY_YOURS',
        field: 'number',
        message: 'This card is already yours: it is on your list of cards.',
      });
    }
    expect(await failures()).toEqual(before);
    // With a wrong code it is a wrong try like any other: the answer tells nothing.
    const res = await add(activationCode === '000000' ? '111111' : '000000');
    expect([res.statusCode, codeOf(res)]).toEqual([422, 'CARD_ACTIVATION_FAILED']);
  });

  it('changes only what is sent; a day limit above the month is refused on its field', async () => {
    const { id } = await newCard({ day_limit: null, month_limit: null });
    const url = apiUrlOf(API_ROUTES.cards.update, { id });
    const limits = await call(company, 'PATCH', url, {
      products: [{ product_id: diesel.id, day_limit: 20, month_limit: 300 }],
    });
    expect(limits.statusCode).toBe(200);
    const card = cardSchema.parse(limits.json());
    expect(card.name).toBe('Aram');
    expect(card.products.map((p) => [p.day_limit, p.month_limit])).toEqual([[20, 300]]);
    expect((await call(company, 'PATCH', url, {})).statusCode).toBe(200);
    const above = await call(
      company,
      'PATCH',
      url,
      { products: [{ product_id: diesel.id, day_limit: 100, month_limit: 50 }] },
      { 'accept-language': 'en' },
    );
    expect(above.statusCode).toBe(400);
    expect(errorBodySchema.parse(above.json()).errors[0]).toMatchObject({
      field: 'products.0.day_limit',
      message: 'The daily limit cannot be larger than the monthly one',
    });
    const after = cardSchema.parse(
      (await call(company, 'GET', apiUrlOf(API_ROUTES.cards.get, { id }))).json(),
    );
    expect(after.products.map((p) => [p.day_limit, p.month_limit])).toEqual([[20, 300]]);
  });

  it('refuses a PIN anyone would try first, in the reader’s language', async () => {
    const { id } = await newCard({ day_limit: null, month_limit: null });
    const url = apiUrlOf(API_ROUTES.cards.update, { id });
    for (const [lang, message] of [
      ['en', 'This PIN is too easy to guess (like 1111, 1212 or 1234). Choose another'],
      ['ru', 'Этот PIN-код слишком легко угадать (например, 1111, 1212 или 1234). Выберите другой'],
    ] as const) {
      for (const pin of ['0000', '1234', '9876', '2525']) {
        const res = await call(company, 'PATCH', url, { pin }, { 'accept-language': lang });
        expect(res.statusCode).toBe(400);
        expect(errorBodySchema.parse(res.json()).errors[0]).toMatchObject({
          field: 'pin',
          message,
        });
      }
    }
    expect((await call(company, 'PATCH', url, { pin: '7391' })).statusCode).toBe(200);
  });

  it('refuels at the pump within the limit, then refuses what would pass it', async () => {
    const { number, id } = await newCard({ day_limit: 30, month_limit: 200 });
    const first = await authorize(number, 20);
    expect(first.statusCode).toBe(200);
    const done = await complete(first.json().refuel_id, 18.5);
    expect(done.json()).toEqual({
      refuel_id: first.json().refuel_id,
      dispensed: 18.5,
      released: 1.5,
    });
    expect(codeOf(await authorize(number, 12))).toBe('CARD_LIMIT_EXCEEDED');
    expect((await authorize(number, 11.5)).statusCode).toBe(200);
    const card = cardSchema.parse(
      (await call(company, 'GET', apiUrlOf(API_ROUTES.cards.get, { id }))).json(),
    );
    expect(card.products[0]?.day_remaining).toBe(0);
    const history = await call(company, 'GET', apiUrlOf(API_ROUTES.cards.transactions, { id }));
    expect(history.json().data[1]).toMatchObject({
      type: 'charging',
      quantity: -18.5,
      card: { id },
    });
  });

  it('a pump that dispensed nothing frees the fuel and the day limit at once', async () => {
    const { number, id } = await newCard({ day_limit: 30, month_limit: 200 });
    const before = await companyBalance();
    const cancel = (refuelId: string, key = station.key) =>
      t.app.inject({
        method: 'POST',
        url: apiUrlOf(API_ROUTES.pumpTerminal.cancelCard, { stationId: station.id, refuelId }),
        headers: { authorization: `Bearer ${key}` },
      });
    const dayRemaining = async () =>
      cardSchema.parse((await call(company, 'GET', apiUrlOf(API_ROUTES.cards.get, { id }))).json())
        .products[0]?.day_remaining;
    for (const giveBack of [cancel, (refuelId: string) => complete(refuelId, 0)]) {
      const held = await authorize(number, 25);
      expect(held.statusCode).toBe(200);
      const refuelId = held.json().refuel_id;
      expect(await dayRemaining()).toBe(5);
      expect((await cancel(refuelId, 'fcst_not-a-key')).statusCode).toBe(401);
      const done = await giveBack(refuelId);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toEqual({ refuel_id: refuelId, dispensed: 0, released: 25 });
      expect(await companyBalance()).toEqual(before);
      expect(await dayRemaining()).toBe(30);
      // The pump's retry is answered the same; completing it afterwards is refused.
      expect((await giveBack(refuelId)).json()).toEqual(done.json());
      expect(codeOf(await complete(refuelId, 5))).toBe('REFUEL_NOT_ACTIVE');
      // The card's history shows it as an expired hold does: an error, nothing drawn.
      const history = await call(company, 'GET', apiUrlOf(API_ROUTES.cards.transactions, { id }));
      expect(history.json().data[0]).toMatchObject({
        type: 'charging',
        transaction_status_id: 4,
        outcome: 'cancelled',
      });
    }
    // A completed refuel cannot be cancelled afterwards.
    const held = await authorize(number, 10);
    await complete(held.json().refuel_id, 4);
    expect(codeOf(await cancel(held.json().refuel_id))).toBe('REFUEL_NOT_ACTIVE');
    expect(await dayRemaining()).toBe(26);
  });

  it('wrong PINs slow the card down, then block it and tell the company where they came from', async () => {
    const { number, id } = await newCard({ day_limit: null, month_limit: null });
    const refusal = (res: { statusCode: number; headers: Record<string, unknown> }) => [
      res.statusCode,
      codeOf(res as never),
      res.headers['retry-after'] === undefined ? null : Number(res.headers['retry-after']),
    ];
    /** What the pause would have waited for, gone by (the clock moved on). */
    const pauseOver = () =>
      t.database.db.execute(
        sql`update cards set pin_retry_at = now() - interval '1 second' where id = ${id}`,
      );
    expect(refusal(await authorize(number, 5, '0000'))).toEqual([422, 'WRONG_PIN', null]);
    expect(refusal(await authorize(number, 5, '0001'))).toEqual([422, 'WRONG_PIN', null]);
    // The third starts a pause: no PIN is checked meanwhile, not even the right one.
    expect(refusal(await authorize(number, 5, '0002'))).toEqual([422, 'WRONG_PIN', 30]);
    expect(refusal(await authorize(number, 5))).toEqual([429, 'CARD_PIN_PAUSED', 30]);
    await pauseOver();
    // Each further wrong PIN doubles it.
    expect(refusal(await authorize(number, 5, '0003'))).toEqual([422, 'WRONG_PIN', 60]);
    expect(refusal(await authorize(number, 5, '0004'))).toEqual([429, 'CARD_PIN_PAUSED', 60]);
    await pauseOver();
    // From another station's pump: the fifth in a row blocks the card.
    const other = await issueStationKey(t.database.db, 'GYUMRI-TIGRAN-METS');
    const fifth = await t.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.pumpTerminal.authorizeCard, { stationId: other.stationId }),
      headers: { authorization: `Bearer ${other.key}` },
      payload: { card_number: number, pin: '0005', product_id: diesel.id, volume: 5 },
    });
    expect(codeOf(fifth)).toBe('CARD_BLOCKED');
    expect(codeOf(await authorize(number, 5))).toBe('CARD_BLOCKED');
    const inbox = await call(company, 'GET', apiUrlOf(API_ROUTES.notifications.list), undefined, {
      'accept-language': 'en',
    });
    expect(inbox.json().data[0].text).toBe(
      `Card •••• ${number.slice(-4)} was blocked after wrong PINs in a row, entered at Komitas, Gyumri. If that was not your driver, change the PIN before unblocking the card.`,
    );
    const card = cardSchema.parse(
      (await call(company, 'GET', apiUrlOf(API_ROUTES.cards.get, { id }))).json(),
    );
    expect(card).toMatchObject({ state: 'blocked', blocked_reason: 'pin' });
    expect(
      (await call(company, 'POST', apiUrlOf(API_ROUTES.cards.unblock, { id }))).json().state,
    ).toBe('active');
    const petrol = await productByCode(t.database.db, 'REGULAR_92');
    const res = await t.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.pumpTerminal.authorizeCard, { stationId: station.id }),
      headers: { authorization: `Bearer ${station.key}` },
      payload: { card_number: number, pin: '4826', product_id: petrol.id, volume: 5 },
    });
    expect(codeOf(res)).toBe('CARD_PRODUCT_NOT_ALLOWED');
  });

  it('loads fuel and moves it back once per Idempotency-Key; delete returns the rest then closes', async () => {
    const { id } = await newCard({ day_limit: null, month_limit: null });
    const before = (await companyBalance())?.balance ?? 0;
    const key = { 'idempotency-key': `load-${id}` };
    for (let i = 0; i < 2; i++) {
      const res = await call(
        company,
        'POST',
        apiUrlOf(API_ROUTES.cards.load, { id }),
        { product_id: diesel.id, volume: 10 },
        key,
      );
      expect(res.statusCode).toBe(200);
    }
    expect((await companyBalance())?.balance).toBe(before - 10);
    const back = { 'idempotency-key': `back-${id}` };
    for (let i = 0; i < 2; i++) {
      const res = await call(
        company,
        'POST',
        apiUrlOf(API_ROUTES.cards.unload, { id }),
        { product_id: diesel.id, volume: 4 },
        back,
      );
      expect(res.json().card.balances[0].balance).toBe(6);
    }
    expect((await companyBalance())?.balance).toBe(before - 6);
    // More than the card holds: the card's fuel is what is short, not the company's balance.
    const tooMuch = await call(
      company,
      'POST',
      apiUrlOf(API_ROUTES.cards.unload, { id }),
      { product_id: diesel.id, volume: 7 },
      { 'accept-language': 'en' },
    );
    expect(tooMuch.statusCode).toBe(422);
    expect(errorBodySchema.parse(tooMuch.json()).errors[0]).toMatchObject({
      code: 'CARD_FUEL_SHORT',
      field: 'volume',
      message: 'The card holds less of this fuel than that.',
    });
    const removed = await call(company, 'DELETE', apiUrlOf(API_ROUTES.cards.remove, { id }));
    expect(removed.json()).toEqual({ id, returned: [{ product_id: diesel.id, volume: 6 }] });
    expect((await companyBalance())?.balance).toBe(before);
    expect((await call(company, 'GET', apiUrlOf(API_ROUTES.cards.get, { id }))).json().state).toBe(
      'closed',
    );
    expect(
      (await call(company, 'DELETE', apiUrlOf(API_ROUTES.cards.remove, { id }))).statusCode,
    ).toBe(404);
  });

  it('a card whose fuel is held at a pump cannot be deleted until the pump reports', async () => {
    const { id, number } = await newCard({ day_limit: null, month_limit: null });
    const own = await call(company, 'PATCH', apiUrlOf(API_ROUTES.cards.update, { id }), {
      funding: 'card',
    });
    expect(own.statusCode, own.body).toBe(200);
    await call(company, 'POST', apiUrlOf(API_ROUTES.cards.load, { id }), {
      product_id: diesel.id,
      volume: 5,
    });
    const held = await authorize(number, 3);
    expect(held.statusCode, held.body).toBe(200);
    const refused = await call(company, 'DELETE', apiUrlOf(API_ROUTES.cards.remove, { id }));
    expect(refused.statusCode).toBe(409);
    expect(codeOf(refused)).toBe('CARD_REFUEL_IN_PROGRESS');
    await complete(held.json().refuel_id, 3);
    const removed = await call(company, 'DELETE', apiUrlOf(API_ROUTES.cards.remove, { id }));
    expect(removed.json()).toEqual({ id, returned: [{ product_id: diesel.id, volume: 2 }] });
  });

  it('a refuel from the card’s own fuel is marked in the company’s history, which then adds up', async () => {
    const { id, number } = await newCard({ day_limit: null, month_limit: null });
    const before = (await companyBalance())?.balance ?? 0;
    const fromCompany = await authorize(number, 2);
    await complete(fromCompany.json().refuel_id, 2);
    await call(company, 'PATCH', apiUrlOf(API_ROUTES.cards.update, { id }), { funding: 'card' });
    await call(company, 'POST', apiUrlOf(API_ROUTES.cards.load, { id }), {
      product_id: diesel.id,
      volume: 10,
    });
    const fromCard = await authorize(number, 6);
    await complete(fromCard.json().refuel_id, 6);
    expect((await companyBalance())?.balance).toBe(before - 12);

    const list = await call(
      company,
      'GET',
      `${apiUrlOf(API_ROUTES.transactions.list)}?card_id=${id}`,
    );
    const rows = transactionsReplySchema.parse(list.json()).data;
    expect(rows.map((r) => [r.type, r.quantity, r.from_card_fuel])).toEqual([
      ['charging', -6, true],
      ['transfer', -10, false],
      ['charging', -2, false],
    ]);
    // What the balance moved is the rows that are not the card's own fuel.
    const moved = rows.filter((r) => !r.from_card_fuel).reduce((sum, r) => sum + r.quantity, 0);
    expect(moved).toBe(-12);

    const csv = await call(
      company,
      'GET',
      `${apiUrlOf(API_ROUTES.transactions.export)}?card_id=${id}`,
      undefined,
      { 'accept-language': 'en' },
    );
    const lines = csv.body.split('\r\n');
    expect(lines[1]).toContain('"Refuelling · from the card\'s fuel"');
    expect(lines[1]).toMatch(/"Card •••• \d{4}"$/);
    expect(lines[3]).toContain('"Refuelling"');
  });

  it('concurrent refuels never pass the day limit nor the balance (PostgreSQL)', async () => {
    const { number } = await newCard({ day_limit: 25, month_limit: null });
    const results = await Promise.all(Array.from({ length: 8 }, () => authorize(number, 10)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    // A card drawing only on its own fuel: 15 loaded, 8 pumps asking 5 each get three holds.
    const funded = await newCard({ day_limit: null, month_limit: null });
    await call(company, 'PATCH', apiUrlOf(API_ROUTES.cards.update, { id: funded.id }), {
      funding: 'card',
    });
    await call(company, 'POST', apiUrlOf(API_ROUTES.cards.load, { id: funded.id }), {
      product_id: diesel.id,
      volume: 15,
    });
    const many = await Promise.all(Array.from({ length: 8 }, () => authorize(funded.number, 5)));
    expect(many.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(many.filter((r) => r.statusCode !== 200).map(codeOf)).toContain('INSUFFICIENT_BALANCE');
  });

  it('an order brought to an address is "on its way" when ready, not ready for pickup', async () => {
    const order = await call(company, 'POST', apiUrlOf(API_ROUTES.cards.order), {
      quantity: 2,
      address: 'Gyumri, Rustaveli 10',
    });
    const deps = { db: t.database.db, events: t.app.events };
    await advanceCardOrder(deps, { id: order.json().id });
    const ready = await advanceCardOrder(deps, { id: order.json().id });
    expect(ready.status).toBe('ready_for_pickup');
    const messages = await call(
      company,
      'GET',
      `${apiUrlOf(API_ROUTES.notifications.list)}?limit=1`,
      undefined,
      { 'accept-language': 'en' },
    );
    expect(messages.json().data[0].text).toBe(
      `The cards of order No. ${order.json().number} (2) are ready and on their way to your address.`,
    );
  });
});
