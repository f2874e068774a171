import {
  API_ROUTES,
  apiUrlOf,
  cardExtraSchema,
  cardExtrasReplySchema,
  cardSchema,
  cardsReplySchema,
} from '@fuel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderedCard } from '../../test/cards';
import { createUser, signIn, type TestUser } from '../../test/factories';
import { creditFuel, expectLedgerBalanced, productByCode } from '../../test/money';
import { actingFor, addMember } from '../../test/team';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { issueStationKey } from '../refuels';

/**
 * A driver refused over a limit asks for more; a manager approves it for a few hours and the
 * pump then lets the fill through (DESIGN §5.8).
 */
let t: TestApp;
let company: TestUser;
let owner: string;
let driver: { token: string; user: TestUser; memberId: string };
let managers: string[];
let station: { id: string; key: string };
let diesel: { id: string };
let mine: { id: string; number: string };
let theirs: { id: string };

const call = (token: string, method: string, url: string, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
const codeOf = (res: { json(): unknown }) =>
  (res.json() as { errors: { code: string }[] }).errors[0]?.code;

const newCard = () =>
  orderedCard(t, owner, {
    pin: '4826',
    products: [{ product_id: diesel.id, day_limit: 50, month_limit: 500 }],
  });

const authorize = (number: string, volume: number) =>
  t.app.inject({
    method: 'POST',
    url: apiUrlOf(API_ROUTES.pumpTerminal.authorizeCard, { stationId: station.id }),
    headers: { authorization: `Bearer ${station.key}` },
    payload: { card_number: number, pin: '4826', product_id: diesel.id, volume },
  });

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  company = await createUser(db, { type: 'company' });
  owner = (await signIn(t.app, company)).access_token;
  const s = await issueStationKey(db, 'YVN-KOMITAS');
  station = { id: s.stationId, key: s.key };
  diesel = await productByCode(db, 'DIESEL');
  await creditFuel(db, company.id, diesel.id, 1000);
  mine = await newCard();
  theirs = await newCard();
  const d = await addMember(db, company.id, 'driver');
  driver = {
    user: d.user,
    memberId: d.memberId,
    token: (await actingFor(t.app, d.user, company.publicId)).access,
  };
  managers = [];
  for (const role of ['fleet_manager', 'administrator'] as const) {
    const m = await addMember(db, company.id, role);
    managers.push((await actingFor(t.app, m.user, company.publicId)).access);
  }
  const assigned = await call(owner, 'PATCH', apiUrlOf(API_ROUTES.cards.update, { id: mine.id }), {
    driver_id: d.user.publicId,
  });
  expect(cardSchema.parse(assigned.json()).driver).toMatchObject({ id: d.user.publicId });
});
afterAll(async () => {
  await expectLedgerBalanced(t.database.db);
  await t.close();
});

describe('a driver’s cards', () => {
  it('a driver sees only the cards assigned to them; another card is 404', async () => {
    const list = cardsReplySchema.parse(
      (await call(driver.token, 'GET', apiUrlOf(API_ROUTES.cards.list))).json(),
    );
    expect(list.data.map((c) => c.id)).toEqual([mine.id]);
    expect(
      (await call(driver.token, 'GET', apiUrlOf(API_ROUTES.cards.get, { id: theirs.id })))
        .statusCode,
    ).toBe(404);
    // Their own card's fills are their history.
    const history = await call(
      driver.token,
      'GET',
      apiUrlOf(API_ROUTES.cards.transactions, { id: mine.id }),
    );
    expect(history.statusCode).toBe(200);
  });

  it('only a team member can be given a card', async () => {
    const stranger = await createUser(t.database.db);
    const res = await call(owner, 'PATCH', apiUrlOf(API_ROUTES.cards.update, { id: theirs.id }), {
      driver_id: stranger.publicId,
    });
    expect(res.json()).toMatchObject({ errors: [{ code: 'NOT_FOUND', field: 'driver_id' }] });
  });
});

describe('asking for more over a limit', () => {
  it('refused at the pump, asked, approved once by two managers at once, then let through', async () => {
    expect(codeOf(await authorize(mine.number, 60))).toBe('CARD_LIMIT_EXCEEDED');

    const ask = await call(driver.token, 'POST', apiUrlOf(API_ROUTES.cardExtras.ask, mine), {
      product_id: diesel.id,
      quantity: 20,
      reason: 'Long route to Meghri',
    });
    expect(ask.statusCode, ask.body).toBe(201);
    const asked = cardExtraSchema.parse(ask.json());
    expect(asked).toMatchObject({ state: 'open', quantity: 20, driver_id: driver.user.publicId });
    const again = await call(driver.token, 'POST', apiUrlOf(API_ROUTES.cardExtras.ask, mine), {
      product_id: diesel.id,
      quantity: 5,
      reason: 'Again',
    });
    expect(codeOf(again)).toBe('EXTRA_OPEN');

    // The managers read it as a message too.
    const inbox = await call(owner, 'GET', apiUrlOf(API_ROUTES.notifications.list));
    expect(inbox.json().data[0].text).toContain('asks for 20 L more Diesel');
    expect(inbox.json().data[0].text).toContain('Long route to Meghri');

    const answers = await Promise.all(
      managers.map((token) =>
        call(token, 'POST', apiUrlOf(API_ROUTES.cardExtras.approve, asked), { hours: 3 }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(codeOf(answers.find((a) => a.statusCode === 409) as (typeof answers)[number])).toBe(
      'EXTRA_DECIDED',
    );

    const card = cardSchema.parse(
      (await call(driver.token, 'GET', apiUrlOf(API_ROUTES.cards.get, mine))).json(),
    );
    expect(card.products[0]).toMatchObject({ day_limit: 50, day_remaining: 70 });
    expect((await authorize(mine.number, 60)).statusCode).toBe(200);

    // The driver sees the answer among their asks.
    const theirsNow = cardExtrasReplySchema.parse(
      (await call(driver.token, 'GET', apiUrlOf(API_ROUTES.cardExtras.list))).json(),
    );
    expect(theirsNow.data[0]).toMatchObject({ state: 'approved' });
    expect(theirsNow.data[0]?.valid_until).not.toBeNull();
  });

  it('a refusal says why, and a driver cannot answer asks', async () => {
    const ask = await call(driver.token, 'POST', apiUrlOf(API_ROUTES.cardExtras.ask, mine), {
      product_id: diesel.id,
      quantity: 100,
      reason: 'Weekend trip',
    });
    const asked = cardExtraSchema.parse(ask.json());
    const self = await call(
      driver.token,
      'POST',
      apiUrlOf(API_ROUTES.cardExtras.approve, asked),
      {},
    );
    expect(codeOf(self)).toBe('ROLE_FORBIDDEN');
    const refused = await call(
      managers[0] as string,
      'POST',
      apiUrlOf(API_ROUTES.cardExtras.refuse, asked),
      { reason: 'Not a work trip' },
    );
    expect(cardExtraSchema.parse(refused.json())).toMatchObject({
      state: 'refused',
      decision_note: 'Not a work trip',
    });
    const inbox = await call(owner, 'GET', apiUrlOf(API_ROUTES.notifications.list));
    expect(inbox.json().data[0].text).toContain('is refused. Reason: “Not a work trip”');
  });

  it('a driver removed from the team loses the card at once', async () => {
    await call(owner, 'DELETE', apiUrlOf(API_ROUTES.team.removeMember, { id: driver.memberId }));
    expect(codeOf(await call(driver.token, 'GET', apiUrlOf(API_ROUTES.cards.list)))).toBe(
      'MEMBERSHIP_ENDED',
    );
    const card = cardSchema.parse(
      (await call(owner, 'GET', apiUrlOf(API_ROUTES.cards.get, mine))).json(),
    );
    expect(card.driver).toBeNull();
  });
});
