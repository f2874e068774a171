import { API_ROUTES, apiUrlOf, refreshReplySchema } from '@fuel/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema';
import { sha256 } from '../../lib/secrets';
import { createUser, signIn, type TestUser } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ seed: false, env: { REFRESH_GRACE_SECONDS: '2' } });
  user = await createUser(t.database.db);
});
afterAll(() => t.close());

const refresh = (refresh_token: string) =>
  t.app.inject({
    method: 'POST',
    url: apiUrlOf(API_ROUTES.auth.refresh),
    payload: { refresh_token },
  });

/** Dates the rotation of `token` `seconds` back, as if that much time had passed. */
async function rotatedAgo(token: string, seconds: number) {
  await t.database.db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(refreshTokens.tokenHash, sha256(token)));
}

describe('REFRESH_GRACE_SECONDS', () => {
  it('keeps a reused token working inside the configured window', async () => {
    const session = await signIn(t.app, user);
    const next = refreshReplySchema.parse((await refresh(session.refresh_token)).json());
    await rotatedAgo(session.refresh_token, 1);
    const again = await refresh(session.refresh_token);
    expect(again.statusCode).toBe(200);
    expect(refreshReplySchema.parse(again.json()).refresh_token).toBe(next.refresh_token);
  });

  it('treats a reuse after the configured window as theft, well inside the default one', async () => {
    const session = await signIn(t.app, user);
    const next = refreshReplySchema.parse((await refresh(session.refresh_token)).json());
    // Five seconds: still within the default ten, past the two configured here.
    await rotatedAgo(session.refresh_token, 5);
    expect((await refresh(session.refresh_token)).statusCode).toBe(497);
    expect((await refresh(next.refresh_token)).statusCode).toBe(497);
  });
});
