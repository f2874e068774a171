import { API_ROUTES, apiUrlOf } from '@fuel/contract';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { listenerName } from '../../db/listener';
import { companyMembers, refreshTokens } from '../../db/schema';
import { createUser, type TestUser } from '../../test/factories';
import { actingFor, addMember } from '../../test/team';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { anotherInstanceOf, testServerUrl } from '../../test/test-database';
import { findUserById } from '../users';
import {
  SessionCache,
  type SessionState,
  sessionCacheOf,
  sessionChangesHeard,
} from './session-cache';
import { countSessionListeners, SESSION_CHANGES } from './session-changes.repository';
import { startSession } from './sessions.service';

const open: SessionState = {
  actingFor: null,
  role: null,
  cardGroupIds: null,
  expiresAt: new Date(Date.now() + 60_000),
};

describe('the session cache', () => {
  const listening = () => {
    const cache = new SessionCache();
    cache.setListening(true);
    return cache;
  };

  it('keeps a session only while the database is heard', () => {
    const cache = new SessionCache();
    cache.set('f1', 'u1', open, cache.changes);
    expect(cache.get('f1', 'u1')).toBeUndefined();
    cache.setListening(true);
    cache.set('f1', 'u1', open, cache.changes);
    expect(cache.get('f1', 'u1')).toEqual(open);
    // The listening connection lost: what was kept may be missing a change, so it all goes.
    cache.setListening(false);
    expect(cache.get('f1', 'u1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets a session when its tokens change, and every session of a person when they do', () => {
    const cache = listening();
    cache.set('f1', 'u1', open, cache.changes);
    cache.set('f2', 'u1', open, cache.changes);
    cache.set('f3', 'u2', open, cache.changes);
    cache.heard('f:f1');
    expect(cache.get('f1', 'u1')).toBeUndefined();
    expect(cache.get('f2', 'u1')).toEqual(open);
    cache.heard('u:u1');
    expect(cache.get('f2', 'u1')).toBeUndefined();
    expect(cache.get('f3', 'u2')).toEqual(open);
    // A message it does not know: forget everything rather than keep what may have changed.
    cache.heard('x:anything');
    expect(cache.size).toBe(0);
  });

  it('does not keep a state read while a change was heard: the read may predate it', () => {
    const cache = listening();
    const since = cache.changes;
    cache.heard('f:f9');
    cache.set('f1', 'u1', open, since);
    expect(cache.get('f1', 'u1')).toBeUndefined();
  });

  it('answers for another person never, and not after the session runs out', () => {
    const cache = listening();
    cache.set('f1', 'u1', { ...open, expiresAt: new Date(Date.now() - 1) }, cache.changes);
    cache.set('f2', 'u1', open, cache.changes);
    expect(cache.get('f1', 'u1')).toBeUndefined();
    expect(cache.get('f2', 'u2')).toBeUndefined();
  });
});

/**
 * Two instances on one database, each with its own cache (on PostgreSQL, its own pool and
 * listening connection): a session ended or changed through one, or by anything writing to the
 * database, is refused by the other on its very next request.
 */
describe('sessions end at once on every instance', () => {
  let a: TestApp;
  let b: TestApp;
  let bDatabase: Database;
  let user: TestUser;

  beforeAll(async () => {
    a = await buildTestApp();
    bDatabase = await anotherInstanceOf(a.database);
    b = await buildTestApp({ database: bDatabase, seed: false });
    user = await createUser(a.database.db);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  // Each instance is called over HTTP, as a client reaches it through the network.
  const origins = new Map<TestApp, string>();
  const me = async (t: TestApp, token: string) => {
    let origin = origins.get(t);
    if (!origin) {
      origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
      origins.set(t, origin);
    }
    const res = await fetch(`${origin}${apiUrlOf(API_ROUTES.users.me)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return {
      statusCode: res.status,
      json: () => res.json() as Promise<{ errors: { code: string }[] }>,
    };
  };

  // Sessions started as a sign-in ends (the sign-in itself, with its code, has its own tests).
  const signIn = async (_app: unknown, who: TestUser) => {
    const row = await findUserById(a.database.db, who.id);
    if (!row) throw new Error('no such user');
    return startSession(a.database.db, a.app.config, row);
  };

  it('keeps a checked session in memory on each instance', async () => {
    const session = await signIn(a.app, user);
    expect((await me(b, session.access_token)).statusCode).toBe(200);
    expect((await me(a, session.access_token)).statusCode).toBe(200);
    expect(sessionCacheOf(a.database.db)?.size).toBeGreaterThan(0);
    expect(sessionCacheOf(bDatabase.db)?.size).toBeGreaterThan(0);
  });

  it('a logout on one instance is refused by the other at once (20 times over)', async () => {
    for (let i = 0; i < 20; i++) {
      const session = await signIn(a.app, user);
      // Both instances have checked the session and keep it.
      expect((await me(b, session.access_token)).statusCode).toBe(200);
      expect((await me(a, session.access_token)).statusCode).toBe(200);
      const out = await fetch(`${origins.get(a)}${apiUrlOf(API_ROUTES.auth.logout)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: session.refresh_token }),
      });
      expect(out.status).toBe(200);
      expect((await me(b, session.access_token)).statusCode).toBe(401);
      expect((await me(a, session.access_token)).statusCode).toBe(401);
    }
  });

  // Written straight to the database, as another process would: the trigger announces it, and
  // once that is heard (a mark sent after it has come back) the instance refuses the session.
  it('a session revoked by another process writing to the database is refused once announced', async () => {
    const session = await signIn(a.app, user);
    expect((await me(b, session.access_token)).statusCode).toBe(200);
    await a.database.db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(eq(refreshTokens.userId, user.id));
    await sessionChangesHeard(bDatabase.db);
    expect((await me(b, session.access_token)).statusCode).toBe(401);
  });

  it('a member removed from the company is refused on the other instance once announced', async () => {
    const company = await createUser(a.database.db, { type: 'company' });
    const { user: person, memberId } = await addMember(a.database.db, company.id, 'accountant');
    const { access } = await actingFor(a.app, person, company.publicId);
    expect((await me(b, access)).statusCode).toBe(200);
    await a.database.db
      .update(companyMembers)
      .set({ removedAt: sql`now()` })
      .where(eq(companyMembers.id, memberId));
    await sessionChangesHeard(bDatabase.db);
    const refused = await me(b, access);
    expect(refused.statusCode).toBe(403);
    expect((await refused.json()).errors[0]?.code).toBe('MEMBERSHIP_ENDED');
  });

  // A notification reaches only its own database's listeners. Counting another database's (a
  // test's, a staging copy's on the same server) made every logout wait out the two seconds for
  // an answer that could not come, and then forget every session kept.
  it("waits only for its own database's listeners: another database's on the server is not counted", async () => {
    const server = testServerUrl();
    const foreign = server
      ? new pg.Client({
          connectionString: new URL('/postgres', server).toString(),
          application_name: listenerName(SESSION_CHANGES),
        })
      : null;
    await foreign?.connect();
    await foreign?.query(`listen ${SESSION_CHANGES}`);
    try {
      // The logout waits for as many answers as this count: the two instances' listeners, not
      // the foreign one (its database never hears this one's marks).
      if (foreign) expect(await countSessionListeners(a.database.db)).toBe(2);
      const ended = await signIn(a.app, user);
      const out = await fetch(`${origins.get(a)}${apiUrlOf(API_ROUTES.auth.logout)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: ended.refresh_token }),
      });
      expect(out.status).toBe(200);
      expect((await me(b, ended.access_token)).statusCode).toBe(401);
    } finally {
      await foreign?.end();
    }
  });
});
