import { API_ROUTES, apiUrlOf, errorBodySchema, refreshReplySchema } from '@fuel/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { refreshTokens } from '../../db/schema';
import { sha256 } from '../../lib/secrets';
import { createUser, deleteUser, signIn, type TestUser } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  user = await createUser(t.database.db);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const me = (token?: string) =>
  t.app.inject({
    url: apiUrlOf(API_ROUTES.users.me),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const refresh = (refresh_token: string) =>
  t.app.inject({
    method: 'POST',
    url: apiUrlOf(API_ROUTES.auth.refresh),
    payload: { refresh_token },
  });
const errorCode = (res: { json(): unknown }) => errorBodySchema.parse(res.json()).errors[0]?.code;

/** Makes a rotation look older than the grace period. */
async function ageRotation(token: string) {
  await t.database.db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now() - interval '1 minute'` })
    .where(eq(refreshTokens.tokenHash, sha256(token)));
}

describe('access tokens', () => {
  it('open the user endpoints; missing or forged ones are 401', async () => {
    const session = await signIn(t.app, user);
    const ok = await me(session.access_token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      id: user.publicId,
      email: user.email,
      user_type: 'individual',
    });

    expect((await me()).statusCode).toBe(401);
    expect(errorCode(await me('not-a-jwt'))).toBe('UNAUTHENTICATED');
    const [head, body] = session.access_token.split('.');
    expect((await me(`${head}.${body}.forged-signature`)).statusCode).toBe(401);
  });

  it('answer 498 once expired, so the client refreshes', async () => {
    const session = await signIn(t.app, user);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * 60_000);
    const res = await me(session.access_token);
    expect(res.statusCode).toBe(498);
    expect(errorCode(res)).toBe('ACCESS_TOKEN_EXPIRED');
  });

  it('stop working for a deleted account', async () => {
    const gone = await createUser(t.database.db);
    const session = await signIn(t.app, gone);
    await deleteUser(t.database.db, gone.id);
    expect((await me(session.access_token)).statusCode).toBe(401);
    expect((await refresh(session.refresh_token)).statusCode).toBe(497);
  });
});

describe('refresh tokens', () => {
  it('rotate on every use and are stored only as hashes', async () => {
    const session = await signIn(t.app, user);
    const res = await refresh(session.refresh_token);
    expect(res.statusCode).toBe(200);
    const next = refreshReplySchema.parse(res.json());
    expect(next.refresh_token).not.toBe(session.refresh_token);
    // Even within the same second as the sign-in, the new access token is a new one.
    expect(next.access_token).not.toBe(session.access_token);
    expect((await me(next.access_token)).statusCode).toBe(200);
    const stored = await t.database.db
      .select({ hash: refreshTokens.tokenHash })
      .from(refreshTokens);
    expect(stored.some((r) => r.hash === session.refresh_token)).toBe(false);
    expect(stored.some((r) => r.hash === sha256(session.refresh_token))).toBe(true);
  });

  it('let two tabs refresh with the same token at once, both getting the same new token', async () => {
    const session = await signIn(t.app, user);
    const [a, b] = await Promise.all([
      refresh(session.refresh_token),
      refresh(session.refresh_token),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const [first, second] = [a, b].map((r) => refreshReplySchema.parse(r.json()));
    expect(first?.refresh_token).toBe(second?.refresh_token);
    // A replay within the grace window, after both, still forks nothing.
    const again = refreshReplySchema.parse((await refresh(session.refresh_token)).json());
    expect(again.refresh_token).toBe(first?.refresh_token);
    const live = await t.database.db
      .select()
      .from(refreshTokens)
      .where(sql`${refreshTokens.rotatedAt} is null and ${refreshTokens.revokedAt} is null
        and ${refreshTokens.familyId} = (select family_id from refresh_tokens
          where token_hash = ${sha256(session.refresh_token)})`);
    expect(live).toHaveLength(1);
  });

  it('revoke the whole family when a rotated token is used again (497)', async () => {
    const session = await signIn(t.app, user);
    const next = refreshReplySchema.parse((await refresh(session.refresh_token)).json());
    await ageRotation(session.refresh_token);

    const reuse = await refresh(session.refresh_token);
    expect(reuse.statusCode).toBe(497);
    expect(errorCode(reuse)).toBe('REFRESH_TOKEN_REJECTED');
    // The thief's copy and the owner's newer token are both dead now.
    expect((await refresh(next.refresh_token)).statusCode).toBe(497);
  });

  it('reject unknown and expired tokens with 497', async () => {
    expect((await refresh('made-up-token')).statusCode).toBe(497);
    const session = await signIn(t.app, user);
    await t.database.db
      .update(refreshTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(refreshTokens.tokenHash, sha256(session.refresh_token)));
    expect((await refresh(session.refresh_token)).statusCode).toBe(497);
  });

  it('end with logout, which answers with a message', async () => {
    const session = await signIn(t.app, user);
    const other = await signIn(t.app, user);
    const res = await t.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.auth.logout),
      headers: { 'accept-language': 'am' },
      payload: { refresh_token: session.refresh_token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Դուք դուրս եկաք համակարգից։' });
    expect((await refresh(session.refresh_token)).statusCode).toBe(497);
    // Only that session: another device stays signed in.
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
  });
});

describe('ending sessions takes effect at once', () => {
  const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

  it('logout stops the access token of that session, not of another device', async () => {
    const session = await signIn(t.app, user);
    const other = await signIn(t.app, user);
    await t.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.auth.logout),
      payload: { refresh_token: session.refresh_token },
    });
    expect((await me(session.access_token)).statusCode).toBe(401);
    expect((await me(other.access_token)).statusCode).toBe(200);
  });

  it('a password change ends every other session but keeps this one', async () => {
    const owner = await createUser(t.database.db);
    const here = await signIn(t.app, owner);
    const elsewhere = await signIn(t.app, owner);
    const res = await call(
      'PATCH',
      apiUrlOf(API_ROUTES.profile.changePassword),
      here.access_token,
      {
        current_password: owner.password,
        new_password: 'Another123',
        confirm_password: 'Another123',
      },
    );
    expect(res.statusCode).toBe(200);
    expect((await me(elsewhere.access_token)).statusCode).toBe(401);
    expect((await refresh(elsewhere.refresh_token)).statusCode).toBe(497);
    expect((await me(here.access_token)).statusCode).toBe(200);
    expect((await refresh(here.refresh_token)).statusCode).toBe(200);
  });

  it('a deleted account can do nothing with a token it still holds', async () => {
    const owner = await createUser(t.database.db);
    const session = await signIn(t.app, owner);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: apiUrlOf(API_ROUTES.profile.deleteAccount),
      payload: { password: owner.password },
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(deleted.statusCode).toBe(200);
    const vehicle = await call('POST', apiUrlOf(API_ROUTES.vehicles.create), session.access_token, {
      license_number: '12AB345',
      model: 'Niva',
      fuel_type_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(vehicle.statusCode).toBe(401);
    const payment = await call(
      'POST',
      apiUrlOf(API_ROUTES.payments.register),
      session.access_token,
      {
        product_id: '00000000-0000-4000-8000-000000000000',
        quantity: 5,
      },
    );
    expect(payment.statusCode).toBe(401);
  });

  it('a token signed before sessions were named asks the client to refresh (498)', async () => {
    const { SignJWT } = await import('jose');
    const { keyedHash } = await import('../../lib/secrets');
    const key = new TextEncoder().encode(keyedHash(t.app.config.auth.secret, 'access-token-v1'));
    const legacy = await new SignJWT({ typ: 'individual', uid: user.publicId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('fuel-cabinet')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(key);
    expect((await me(legacy)).statusCode).toBe(498);
  });
});
