import {
  API_ROUTES,
  apiUrlOf,
  type Card,
  cardCodeSchema,
  cardCodesReplySchema,
  cardSchema,
  stationCompleteReplySchema,
  stationRefuelLookupReplySchema,
  transactionsReplySchema,
} from '@fuel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderedCard } from '../../test/cards';
import { createUser, signIn, type TestUser } from '../../test/factories';
import { creditFuel, expectLedgerBalanced, productByCode } from '../../test/money';
import { actingFor, addMember } from '../../test/team';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { issueStationKey } from '../refuels';

/**
 * A refuel code drawn on a company card (DESIGN §5.8): within the card's limits, held on the
 * card's account, redeemed by a pump through the same station API as a balance's code.
 */
let t: TestApp;
let company: TestUser;
let owner: string;
let driver: string;
let accountant: string;
let komitas: { id: string; key: string };
let other: { id: string; key: string };
let diesel: { id: string };
let mine: { id: string };
let theirs: { id: string };

const call = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
const codeOf = (res: { json(): unknown }) =>
  (res.json() as { errors: { code: string }[] }).errors[0]?.code;
const draw = (token: string, cardId: string, volume: number, stationId?: string) =>
  call(token, 'POST', apiUrlOf(API_ROUTES.cardCodes.draw, { id: cardId }), {
    product_id: diesel.id,
    volume,
    ...(stationId ? { station_id: stationId } : {}),
  });
const pump = (
  station: { id: string; key: string },
  what: 'lookupCode' | 'completeCode' | 'cancelCode',
  code: string,
  dispensed?: number,
) =>
  t.app.inject({
    method: what === 'lookupCode' ? 'GET' : 'POST',
    url: apiUrlOf(API_ROUTES.pumpTerminal[what], { stationId: station.id, code }),
    headers: { authorization: `Bearer ${station.key}`, 'accept-language': 'en' },
    ...(dispensed === undefined ? {} : { payload: { dispensed } }),
  });
async function dieselOf(cardId: string) {
  const res = await call(owner, 'GET', apiUrlOf(API_ROUTES.cards.get, { id: cardId }));
  const card: Card = cardSchema.parse(res.json());
  return card.products.find((p) => p.product_id === diesel.id);
}

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  company = await createUser(db, { type: 'company' });
  owner = (await signIn(t.app, company)).access_token;
  const a = await issueStationKey(db, 'YVN-KOMITAS');
  komitas = { id: a.stationId, key: a.key };
  const b = await issueStationKey(db, 'YVN-BABAJANYAN');
  other = { id: b.stationId, key: b.key };
  diesel = await productByCode(db, 'DIESEL');
  await creditFuel(db, company.id, diesel.id, 1000);
  const limits = {
    pin: '4826',
    products: [{ product_id: diesel.id, day_limit: 50, month_limit: 500 }],
  };
  mine = await orderedCard(t, owner, limits);
  theirs = await orderedCard(t, owner, limits);
  const d = await addMember(db, company.id, 'driver');
  driver = (await actingFor(t.app, d.user, company.publicId)).access;
  const acc = await addMember(db, company.id, 'accountant');
  accountant = (await actingFor(t.app, acc.user, company.publicId)).access;
  const assigned = await call(owner, 'PATCH', apiUrlOf(API_ROUTES.cards.update, { id: mine.id }), {
    driver_id: d.user.publicId,
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
});
afterAll(async () => {
  await expectLedgerBalanced(t.database.db);
  await t.close();
});

describe('a refuel code drawn on a card', () => {
  it('is drawn by the driver within the card’s limits, and counts against them at once', async () => {
    const res = await draw(driver, mine.id, 20);
    expect(res.statusCode, res.body).toBe(200);
    const code = cardCodeSchema.parse(res.json());
    expect(code.code).toMatch(/^9\d{5}$/);
    expect(code).toMatchObject({ card_id: mine.id, state: 'active', volume: 20, station_id: null });
    expect(await dieselOf(mine.id)).toMatchObject({ day_used: 20, day_remaining: 30 });
    // Over what is left today (30 L): refused, nothing held.
    const over = await draw(driver, mine.id, 31);
    expect(over.statusCode).toBe(422);
    expect(codeOf(over)).toBe('CARD_LIMIT_EXCEEDED');
    expect(await dieselOf(mine.id)).toMatchObject({ day_used: 20 });
    const list = cardCodesReplySchema.parse(
      (await call(driver, 'GET', apiUrlOf(API_ROUTES.cardCodes.list, { id: mine.id }))).json(),
    );
    expect(list.data.map((c) => c.id)).toEqual([code.id]);
    // The history shows it waiting, drawn on the card.
    const history = transactionsReplySchema.parse(
      (await call(driver, 'GET', apiUrlOf(API_ROUTES.cards.transactions, { id: mine.id }))).json(),
    );
    expect(history.data[0]).toMatchObject({ quantity: -20 });
  });

  it('is not drawn on another driver’s card (404), by an accountant (403) or on a blocked card', async () => {
    const held = await dieselOf(theirs.id);
    const codes = async () =>
      cardCodesReplySchema.parse(
        (await call(owner, 'GET', apiUrlOf(API_ROUTES.cardCodes.list, { id: theirs.id }))).json(),
      ).data;
    expect(await codes()).toEqual([]);
    const stranger = await draw(driver, theirs.id, 5);
    expect([stranger.statusCode, codeOf(stranger)]).toEqual([404, 'NOT_FOUND']);
    expect(
      (await call(driver, 'GET', apiUrlOf(API_ROUTES.cardCodes.list, { id: theirs.id })))
        .statusCode,
    ).toBe(404);
    const refused = await draw(accountant, theirs.id, 5);
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toBe('ROLE_FORBIDDEN');
    await call(owner, 'POST', apiUrlOf(API_ROUTES.cards.block, { id: theirs.id }));
    const blocked = await draw(owner, theirs.id, 5);
    expect(codeOf(blocked)).toBe('CARD_BLOCKED');
    await call(owner, 'POST', apiUrlOf(API_ROUTES.cards.unblock, { id: theirs.id }));
    // None of the refused draws made a code or held anything against the card's limits.
    expect(await codes()).toEqual([]);
    expect(await dieselOf(theirs.id)).toEqual(held);
  });

  it('a pump redeems it: the fill is debited, the rest released, and a retry answers the same', async () => {
    const code = cardCodeSchema.parse((await draw(driver, mine.id, 10, komitas.id)).json());
    const digits = code.code as string;
    // Made for Komitas: a pump elsewhere does not know it.
    expect((await pump(other, 'lookupCode', digits)).statusCode).toBe(404);
    const look = stationRefuelLookupReplySchema.parse(
      (await pump(komitas, 'lookupCode', digits)).json(),
    );
    expect(look).toMatchObject({ refuel_id: code.id, product_id: diesel.id, max_volume: 10 });
    const before = (await dieselOf(mine.id))?.day_used ?? 0;
    const done = await pump(komitas, 'completeCode', digits, 7.5);
    expect(done.statusCode, done.body).toBe(200);
    expect(stationCompleteReplySchema.parse(done.json())).toEqual({
      refuel_id: code.id,
      dispensed: 7.5,
      released: 2.5,
    });
    expect((await dieselOf(mine.id))?.day_used).toBe(before - 2.5);
    expect((await pump(komitas, 'completeCode', digits, 7.5)).json()).toEqual(done.json());
    expect((await pump(komitas, 'completeCode', digits, 8)).statusCode).toBe(409);
    const listed = cardCodesReplySchema.parse(
      (await call(driver, 'GET', apiUrlOf(API_ROUTES.cardCodes.list, { id: mine.id }))).json(),
    );
    expect(listed.data.find((c) => c.id === code.id)).toMatchObject({
      state: 'completed',
      code: null,
      dispensed: 7.5,
    });
  });

  it('a code for any station belongs to the first station that uses it', async () => {
    const code = cardCodeSchema.parse((await draw(owner, theirs.id, 5)).json());
    const digits = code.code as string;
    expect((await pump(other, 'completeCode', digits, 5)).statusCode).toBe(200);
    expect((await pump(komitas, 'completeCode', digits, 5)).statusCode).toBe(404);
    const history = transactionsReplySchema.parse(
      (await call(owner, 'GET', apiUrlOf(API_ROUTES.cards.transactions, { id: theirs.id }))).json(),
    );
    expect(history.data[0]).toMatchObject({ quantity: -5, station_id: other.id });
  });

  it('given back by the driver or at the pump, the volume and the limit are free again', async () => {
    const used = (await dieselOf(mine.id))?.day_used ?? 0;
    const first = cardCodeSchema.parse((await draw(driver, mine.id, 4)).json());
    const back = await call(
      driver,
      'POST',
      apiUrlOf(API_ROUTES.cardCodes.cancel, { id: mine.id, codeId: first.id }),
    );
    expect(cardCodeSchema.parse(back.json())).toMatchObject({ state: 'cancelled', code: null });
    const again = await call(
      driver,
      'POST',
      apiUrlOf(API_ROUTES.cardCodes.cancel, { id: mine.id, codeId: first.id }),
    );
    expect(codeOf(again)).toBe('REFUEL_NOT_ACTIVE');
    const second = cardCodeSchema.parse((await draw(driver, mine.id, 4)).json());
    expect((await pump(komitas, 'completeCode', second.code as string, 0)).json()).toMatchObject({
      dispensed: 0,
      released: 4,
    });
    expect((await dieselOf(mine.id))?.day_used).toBe(used);
  });

  it('codes drawn at once on one card never pass its day limit (PostgreSQL races them)', async () => {
    const fresh = await orderedCard(t, owner, {
      products: [{ product_id: diesel.id, day_limit: 50, month_limit: null }],
    });
    const replies = await Promise.all(Array.from({ length: 30 }, () => draw(owner, fresh.id, 10)));
    const ok = replies.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(5);
    for (const r of replies.filter((r) => r.statusCode !== 200))
      expect(codeOf(r)).toBe('CARD_LIMIT_EXCEEDED');
    const codes = ok.map((r) => cardCodeSchema.parse(r.json()).code);
    expect(new Set(codes).size).toBe(5);
    expect(await dieselOf(fresh.id)).toMatchObject({ day_used: 50, day_remaining: 0 });
  });

  it('codes drawn on a balance never start with 9, so the two kinds never meet', async () => {
    const res = await call(owner, 'POST', apiUrlOf(API_ROUTES.refuels.create), {
      product_id: diesel.id,
      volume: 1,
    });
    expect((res.json() as { code: string }).code).toMatch(/^[0-8]\d{5}$/);
  });
});
