import {
  API_ROUTES,
  apiUrlOf,
  ROUTE_ACCESS,
  type RouteAccess,
  type RouteDef,
  roleCan,
  TEAM_ROLES,
  type TeamRole,
} from '@fuel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn, type TestUser } from '../../test/factories';
import { actingFor, addMember } from '../../test/team';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { issueCards } from '../cards';

/**
 * Walks every company call of the route table for every role, for a member of another company
 * and for a removed member, and holds each answer to the contract's permission table.
 */
let t: TestApp;
let company: TestUser;
const tokens = new Map<TeamRole | 'outsider' | 'removed', string>();
let cardId: string;
let cardTokenOwner: string;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  company = await createUser(db, { type: 'company' });
  cardTokenOwner = (await signIn(t.app, company)).access_token;
  for (const role of TEAM_ROLES) {
    const { user } = await addMember(db, company.id, role);
    tokens.set(role, (await actingFor(t.app, user, company.publicId)).access);
  }
  // A manager of another company, and someone removed from this one.
  const other = await createUser(db, { type: 'company' });
  const outsider = await addMember(db, other.id, 'administrator');
  tokens.set('outsider', (await actingFor(t.app, outsider.user, other.publicId)).access);
  const removed = await addMember(db, company.id, 'administrator');
  tokens.set('removed', (await actingFor(t.app, removed.user, company.publicId)).access);
  await t.app.inject({
    method: 'DELETE',
    url: apiUrlOf(API_ROUTES.team.removeMember, { id: removed.memberId }),
    headers: { authorization: `Bearer ${cardTokenOwner}` },
  });
  // A card of the company, to ask about by id.
  const [stock] = await issueCards(db, 1);
  if (!stock) throw new Error('no card');
  const added = await t.app.inject({
    method: 'POST',
    url: apiUrlOf(API_ROUTES.cards.add),
    headers: { authorization: `Bearer ${cardTokenOwner}` },
    payload: { number: stock.number, activation_code: stock.activationCode },
  });
  cardId = (added.json() as { id: string }).id;
});
afterAll(() => t.close());

/** The company calls: every route whose access is a permission, but the live stream (it stays open). */
const companyCalls = Object.entries(API_ROUTES).flatMap(([module, table]) =>
  Object.entries(table as Record<string, RouteDef>)
    .map(([name, route]) => ({
      name: `${module}.${name}`,
      route,
      access: (ROUTE_ACCESS as Record<string, Record<string, RouteAccess>>)[module]?.[name],
    }))
    .filter(
      (
        c,
      ): c is {
        name: string;
        route: RouteDef;
        access: Exclude<RouteAccess, 'person' | 'public'>;
      } => c.access !== 'person' && c.access !== 'public' && c.name !== 'events.stream',
    ),
);

/** Parameters that name nothing real (so an allowed write changes nothing), or the company's card. */
function paramsOf(route: RouteDef, id: string = crypto.randomUUID()) {
  const names = [...route.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] as string);
  return Object.fromEntries(names.map((n) => [n, n === 'token' ? 'x'.repeat(43) : id]));
}

async function ask(token: string, route: RouteDef, id?: string) {
  return t.app.inject({
    method: route.method,
    url: apiUrlOf(route, paramsOf(route, id)),
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    // An empty body: allowed calls stop at validation or at an unknown id, and move nothing.
    ...(route.method === 'GET' ? {} : { payload: '{}' }),
  });
}
const codeOf = (res: { body: string }) =>
  (JSON.parse(res.body || '{}') as { errors?: { code: string }[] }).errors?.[0]?.code;

describe('the permission table holds for every company call', () => {
  it('covers the calls it should', () => {
    expect(companyCalls.length).toBeGreaterThan(60);
  });

  for (const role of TEAM_ROLES) {
    it(`${role}: allowed calls pass the role check, the others answer 403 ROLE_FORBIDDEN`, async () => {
      const token = tokens.get(role) as string;
      const wrong: string[] = [];
      for (const call of companyCalls) {
        const res = await ask(token, call.route);
        const refused = res.statusCode === 403 && codeOf(res) === 'ROLE_FORBIDDEN';
        if (roleCan(role, call.access) === refused)
          wrong.push(`${call.name} (${call.access}): ${res.statusCode} ${codeOf(res) ?? ''}`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('a removed member hears MEMBERSHIP_ENDED from every company call', async () => {
    const token = tokens.get('removed') as string;
    const wrong: string[] = [];
    for (const call of companyCalls) {
      const res = await ask(token, call.route);
      if (res.statusCode !== 403 || codeOf(res) !== 'MEMBERSHIP_ENDED')
        wrong.push(`${call.name}: ${res.statusCode} ${codeOf(res) ?? ''}`);
    }
    expect(wrong).toEqual([]);
  });

  it('a manager of another company finds none of this company’s cards (404, never 403)', async () => {
    const token = tokens.get('outsider') as string;
    const byId = companyCalls.filter(
      (c) => /^card(s|Codes)\./.test(c.name) && /:id\b/.test(c.route.path),
    );
    expect(byId.length).toBeGreaterThan(5);
    for (const call of byId) {
      const res = await ask(token, call.route, cardId);
      // A body the call would refuse is 400 before the card is looked up; none may say 200 or 403.
      expect([404, 400], `${call.name}: ${res.body}`).toContain(res.statusCode);
    }
    const read = await ask(token, API_ROUTES.cards.get, cardId);
    expect(read.statusCode).toBe(404);
  });
});
