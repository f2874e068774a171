import {
  type ActAsReply,
  API_ROUTES,
  actingAccountsReplySchema,
  apiUrlOf,
  auditReplySchema,
  inviteViewSchema,
  teamMembersReplySchema,
} from '@fuel/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, latestMessage, linkIn, signIn, type TestUser } from '../../test/factories';
import { productByCode } from '../../test/money';
import { actingFor, addMember } from '../../test/team';
import { buildTestApp, type TestApp } from '../../test/test-app';

const T = API_ROUTES.team;
let t: TestApp;
let company: TestUser;
let owner: string;
beforeAll(async () => {
  t = await buildTestApp();
  company = await createUser(t.database.db, { type: 'company', companyName: 'Ararat Test LLC' });
  owner = (await signIn(t.app, company)).access_token;
});
afterAll(() => t.close());

const call = (token: string, method: string, url: string, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
const codeOf = (res: { json(): unknown }) =>
  (res.json() as { errors: { code: string }[] }).errors[0]?.code;

/** Invites `email` as `role` and returns the link's id and token from the mail. */
async function inviteBy(token: string, email: string, role: string, phone?: string) {
  const res = await call(token, 'POST', apiUrlOf(T.invite), { email, role, phone });
  expect(res.statusCode, res.body).toBe(201);
  const link = linkIn((await latestMessage(t.app, email)).text);
  const [, id, secret] = /team-invite\/([^/]+)\/([^/\s]+)$/.exec(link) ?? [];
  return { id: id as string, token: secret as string, link };
}

describe('invitations', () => {
  it('invite by e-mail, read the link signed out, accept as the person it was sent to, once', async () => {
    const person = await createUser(t.database.db);
    const invite = await inviteBy(owner, person.email, 'accountant', '+37499111222');
    expect(invite.link).toMatch(/^http:\/\/localhost:3000\/am\/team-invite\//);
    // The SMS carries the same link.
    expect((await latestMessage(t.app, '+37499111222')).text).toContain(invite.link);

    const view = await t.app.inject({ url: apiUrlOf(T.viewInvite, invite) });
    expect(inviteViewSchema.parse(view.json())).toMatchObject({
      company_name: 'Ararat Test LLC',
      role: 'accountant',
      state: 'open',
    });

    const stranger = (await signIn(t.app, await createUser(t.database.db))).access_token;
    const wrong = await call(stranger, 'POST', apiUrlOf(T.acceptInvite, invite));
    expect(codeOf(wrong)).toBe('INVITE_OTHER_PERSON');
    const asCompany = await call(owner, 'POST', apiUrlOf(T.acceptInvite, invite));
    expect(codeOf(asCompany)).toBe('INVITE_FOR_PEOPLE');

    const mine = (await signIn(t.app, person)).access_token;
    // Sent twice at once: one membership.
    const both = await Promise.all([
      call(mine, 'POST', apiUrlOf(T.acceptInvite, invite)),
      call(mine, 'POST', apiUrlOf(T.acceptInvite, invite)),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const again = await t.app.inject({ url: apiUrlOf(T.viewInvite, invite) });
    expect(again.json()).toMatchObject({ state: 'accepted' });

    const accounts = actingAccountsReplySchema.parse(
      (await call(mine, 'GET', apiUrlOf(T.accounts))).json(),
    );
    expect(accounts.data).toEqual([
      expect.objectContaining({ account_id: person.publicId, role: null, current: true }),
      expect.objectContaining({ account_id: company.publicId, role: 'accountant', current: false }),
    ]);
  });

  it('a wrong token reads nothing, and a revoked invitation cannot be accepted', async () => {
    const person = await createUser(t.database.db);
    const invite = await inviteBy(owner, person.email, 'driver');
    const forged = await t.app.inject({
      url: apiUrlOf(T.viewInvite, { id: invite.id, token: 'x'.repeat(43) }),
    });
    expect(codeOf(forged)).toBe('LINK_INVALID');
    expect((await call(owner, 'DELETE', apiUrlOf(T.revokeInvite, invite))).statusCode).toBe(200);
    const mine = (await signIn(t.app, person)).access_token;
    expect(codeOf(await call(mine, 'POST', apiUrlOf(T.acceptInvite, invite)))).toBe('LINK_INVALID');
  });

  it('an administrator cannot invite an owner; nobody invites a member twice', async () => {
    const { user } = await addMember(t.database.db, company.id, 'administrator');
    const { access } = await actingFor(t.app, user, company.publicId);
    const owners = await call(access, 'POST', apiUrlOf(T.invite), {
      email: 'new-owner@example.am',
      role: 'owner',
    });
    expect(codeOf(owners)).toBe('OWNER_ONLY');
    const twice = await call(access, 'POST', apiUrlOf(T.invite), {
      email: user.email,
      role: 'driver',
    });
    expect(codeOf(twice)).toBe('ALREADY_MEMBER');
  });
});

describe('acting for a company', () => {
  it('the session carries the company; a role change and a removal take effect on the next request', async () => {
    const { user, memberId } = await addMember(t.database.db, company.id, 'fleet_manager');
    const { session, access } = await actingFor(t.app, user, company.publicId);
    // Acting for the company: its balances and cards, its name in /user/me.
    const me = await call(access, 'GET', apiUrlOf(API_ROUTES.users.me));
    expect(me.json()).toMatchObject({ id: company.publicId, user_type: 'company' });
    expect((await call(access, 'GET', apiUrlOf(API_ROUTES.cards.list))).statusCode).toBe(200);

    await call(owner, 'PATCH', apiUrlOf(T.changeRole, { id: memberId }), { role: 'accountant' });
    const cardEdit = await call(
      access,
      'POST',
      apiUrlOf(API_ROUTES.cards.block, { id: crypto.randomUUID() }),
    );
    expect(codeOf(cardEdit)).toBe('ROLE_FORBIDDEN');

    await call(owner, 'DELETE', apiUrlOf(T.removeMember, { id: memberId }));
    expect(codeOf(await call(access, 'GET', apiUrlOf(API_ROUTES.cards.list)))).toBe(
      'MEMBERSHIP_ENDED',
    );
    // The next refresh brings the person back to their own account.
    const refreshed = await t.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.auth.refresh),
      payload: { refresh_token: session.refresh_token },
    });
    const own = refreshed.json() as { access_token: string };
    const back = await call(own.access_token, 'GET', apiUrlOf(API_ROUTES.users.me));
    expect(back.json()).toMatchObject({ id: user.publicId, user_type: 'individual' });
  });

  it('switching in one tab makes the other tab’s token stale (498), and a refresh follows the switch', async () => {
    const { user } = await addMember(t.database.db, company.id, 'accountant');
    const { session, access } = await actingFor(t.app, user, company.publicId);
    const self = await call(access, 'POST', apiUrlOf(T.actAs), { account_id: user.publicId });
    expect((self.json() as ActAsReply).role).toBeNull();
    expect((await call(access, 'GET', apiUrlOf(API_ROUTES.users.me))).statusCode).toBe(498);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.auth.refresh),
      payload: { refresh_token: session.refresh_token },
    });
    const me = await call(
      (refreshed.json() as { access_token: string }).access_token,
      'GET',
      apiUrlOf(API_ROUTES.users.me),
    );
    expect(me.json()).toMatchObject({ id: user.publicId });
  });

  it('someone else’s company is 404 to switch to', async () => {
    const other = await createUser(t.database.db, { type: 'company' });
    const person = await createUser(t.database.db);
    const mine = (await signIn(t.app, person)).access_token;
    const res = await call(mine, 'POST', apiUrlOf(T.actAs), { account_id: other.publicId });
    expect(res.statusCode).toBe(404);
  });
});

describe('members', () => {
  it('lists owners first; an administrator cannot touch an owner nor themselves', async () => {
    const db = t.database.db;
    const co = await createUser(db, { type: 'company' });
    const coOwner = (await signIn(t.app, co)).access_token;
    const o = await addMember(db, co.id, 'owner');
    const a = await addMember(db, co.id, 'administrator');
    const d = await addMember(db, co.id, 'driver');
    const list = teamMembersReplySchema.parse(
      (await call(coOwner, 'GET', apiUrlOf(T.members))).json(),
    );
    expect(list.data.map((m) => m.role)).toEqual(['owner', 'administrator', 'driver']);

    const { access } = await actingFor(t.app, a.user, co.publicId);
    const demote = await call(access, 'PATCH', apiUrlOf(T.changeRole, { id: o.memberId }), {
      role: 'driver',
    });
    expect(codeOf(demote)).toBe('OWNER_ONLY');
    const promote = await call(access, 'PATCH', apiUrlOf(T.changeRole, { id: d.memberId }), {
      role: 'owner',
    });
    expect(codeOf(promote)).toBe('OWNER_ONLY');
    const self = await call(access, 'DELETE', apiUrlOf(T.removeMember, { id: a.memberId }));
    expect(codeOf(self)).toBe('OWN_ROLE');
    const ok = await call(access, 'PATCH', apiUrlOf(T.changeRole, { id: d.memberId }), {
      role: 'fleet_manager',
    });
    expect(ok.json()).toMatchObject({ role: 'fleet_manager' });
  });
});

describe('audit log', () => {
  it('records who did what as which role, with before and after, and exports it as CSV', async () => {
    const db = t.database.db;
    const co = await createUser(db, { type: 'company' });
    const coOwner = (await signIn(t.app, co)).access_token;
    const m = await addMember(db, co.id, 'driver');
    const admin = await addMember(db, co.id, 'administrator');
    const { access } = await actingFor(t.app, admin.user, co.publicId);
    await call(access, 'PATCH', apiUrlOf(T.changeRole, { id: m.memberId }), { role: 'accountant' });
    const diesel = await productByCode(db, 'DIESEL');
    const added = await call(access, 'POST', apiUrlOf(API_ROUTES.vehicles.create), {
      license_plate: '77 AA 777',
      model: 'Volvo FH',
      primary_fuel_type: diesel.id,
    });
    expect(added.statusCode, added.body).toBe(200);

    const log = auditReplySchema.parse((await call(coOwner, 'GET', apiUrlOf(T.audit))).json());
    const role = log.data.find((e) => e.action === 'team.changeRole');
    expect(role).toMatchObject({
      actor_id: admin.user.publicId,
      actor_role: 'administrator',
      before: { role: 'driver' },
      after: { role: 'accountant' },
    });
    expect(log.data.map((e) => e.action)).toContain('vehicles.create');

    const filtered = auditReplySchema.parse(
      (await call(coOwner, 'GET', `${apiUrlOf(T.audit)}?action=team.`)).json(),
    );
    expect(filtered.data.every((e) => e.action.startsWith('team.'))).toBe(true);

    const csv = await call(coOwner, 'GET', `${apiUrlOf(T.auditExport)}`);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain('team.changeRole');
    expect(csv.body).toContain(String(admin.user.publicId));

    // A driver reads no audit log.
    const driver = await addMember(db, co.id, 'driver');
    const d = await actingFor(t.app, driver.user, co.publicId);
    expect(codeOf(await call(d.access, 'GET', apiUrlOf(T.audit)))).toBe('ROLE_FORBIDDEN');
  });

  it('is append-only: the database refuses to change or delete a line', async () => {
    const refused = { cause: expect.objectContaining({ message: 'audit_log is append-only' }) };
    await expect(
      t.database.db.execute(sql`update audit_log set action = 'x'`),
    ).rejects.toMatchObject(refused);
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toMatchObject(refused);
  });
});
