import {
  API_ROUTES,
  apiUrlOf,
  cardGroupSchema,
  cardGroupsReplySchema,
  cardSchema,
  cardsReplySchema,
} from '@fuel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderedCard } from '../../test/cards';
import { createUser, signIn, type TestUser } from '../../test/factories';
import { actingFor, addMember } from '../../test/team';
import { buildTestApp, type TestApp } from '../../test/test-app';

/** Card groups, and a fleet manager kept to some of them (DESIGN §5.8). */
let t: TestApp;
let company: TestUser;
let owner: string;
let manager: { token: string; memberId: string };
let north: string;
let northName: string;
let south: string;
let a: string;
let b: string;

const call = (token: string, method: string, url: string, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
const codeOf = (res: { json(): unknown }) =>
  (res.json() as { errors: { code: string }[] }).errors[0]?.code;

const newCard = async () => (await orderedCard(t, owner)).id;

beforeAll(async () => {
  t = await buildTestApp();
  company = await createUser(t.database.db, { type: 'company' });
  owner = (await signIn(t.app, company)).access_token;
  a = await newCard();
  b = await newCard();
  const m = await addMember(t.database.db, company.id, 'fleet_manager');
  manager = {
    memberId: m.memberId,
    token: (await actingFor(t.app, m.user, company.publicId)).access,
  };
});
afterAll(() => t.close());

describe('card groups', () => {
  it('names are one per company, whatever the case, even when sent at once', async () => {
    const made = await Promise.all(
      ['North', 'north', 'NORTH'].map((name) =>
        call(owner, 'POST', apiUrlOf(API_ROUTES.cardGroups.create), { name }),
      ),
    );
    expect(made.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const winner = cardGroupSchema.parse(made.find((r) => r.statusCode === 201)?.json());
    north = winner.id;
    northName = winner.name;
    south = cardGroupSchema.parse(
      (await call(owner, 'POST', apiUrlOf(API_ROUTES.cardGroups.create), { name: 'South' })).json(),
    ).id;
    const moved = await call(owner, 'PATCH', apiUrlOf(API_ROUTES.cards.update, { id: a }), {
      group_id: north,
    });
    expect(cardSchema.parse(moved.json()).group).toEqual({ id: north, name: northName });
    await call(owner, 'PATCH', apiUrlOf(API_ROUTES.cards.update, { id: b }), { group_id: south });
  });

  it('a fleet manager kept to one group sees and changes only its cards, from the next request', async () => {
    const all = cardsReplySchema.parse(
      (await call(manager.token, 'GET', apiUrlOf(API_ROUTES.cards.list))).json(),
    );
    expect(all.data.map((c) => c.id).sort()).toEqual([a, b].sort());

    const kept = await call(
      owner,
      'PATCH',
      apiUrlOf(API_ROUTES.team.changeRole, { id: manager.memberId }),
      {
        role: 'fleet_manager',
        card_group_ids: [north],
      },
    );
    expect(kept.json()).toMatchObject({ card_group_ids: [north] });

    const mine = cardsReplySchema.parse(
      (await call(manager.token, 'GET', apiUrlOf(API_ROUTES.cards.list))).json(),
    );
    expect(mine.data.map((c) => c.id)).toEqual([a]);
    expect(
      (await call(manager.token, 'GET', apiUrlOf(API_ROUTES.cards.get, { id: b }))).statusCode,
    ).toBe(404);
    expect(
      (await call(manager.token, 'POST', apiUrlOf(API_ROUTES.cards.block, { id: b }))).statusCode,
    ).toBe(404);
    // The card out of the manager's group stays open.
    const untouched = await call(owner, 'GET', apiUrlOf(API_ROUTES.cards.get, { id: b }));
    expect(cardSchema.parse(untouched.json()).state).toBe('active');
    expect(
      (await call(manager.token, 'POST', apiUrlOf(API_ROUTES.cards.block, { id: a }))).statusCode,
    ).toBe(200);
    const away = await call(manager.token, 'PATCH', apiUrlOf(API_ROUTES.cards.update, { id: a }), {
      group_id: south,
    });
    expect(away.json()).toMatchObject({ errors: [{ code: 'NOT_FOUND', field: 'group_id' }] });
    const groups = cardGroupsReplySchema.parse(
      (await call(manager.token, 'GET', apiUrlOf(API_ROUTES.cardGroups.list))).json(),
    );
    expect(groups.data.map((g) => g.name)).toEqual([northName]);
  });

  it('a group in use stays; an empty one goes', async () => {
    const used = await call(owner, 'DELETE', apiUrlOf(API_ROUTES.cardGroups.remove, { id: north }));
    expect(codeOf(used)).toBe('CARD_GROUP_IN_USE');
    await call(owner, 'PATCH', apiUrlOf(API_ROUTES.cards.update, { id: b }), { group_id: null });
    const gone = await call(owner, 'DELETE', apiUrlOf(API_ROUTES.cardGroups.remove, { id: south }));
    expect(gone.statusCode).toBe(200);
  });

  it('another company’s group cannot be given', async () => {
    const other = await createUser(t.database.db, { type: 'company' });
    const theirs = (await signIn(t.app, other)).access_token;
    const group = cardGroupSchema.parse(
      (await call(theirs, 'POST', apiUrlOf(API_ROUTES.cardGroups.create), { name: 'X' })).json(),
    );
    const res = await call(owner, 'PATCH', apiUrlOf(API_ROUTES.cards.update, { id: a }), {
      group_id: group.id,
    });
    expect(res.json()).toMatchObject({ errors: [{ code: 'NOT_FOUND', field: 'group_id' }] });
  });
});
