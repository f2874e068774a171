import { createHash } from 'node:crypto';
import { errorBodySchema } from '@fuel/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../db/schema';
import { currentUser } from '../plugins/authenticate';
import { createUser, signIn } from '../test/factories';
import { buildTestApp, type TestApp } from '../test/test-app';
import { idempotent, purgeIdempotencyKeys } from './idempotency';

let t: TestApp;
let token: string;
let userId: string;
let runs = 0;
beforeAll(async () => {
  t = await buildTestApp({
    seed: false,
    // A value-moving call of its own, counting how often it really runs.
    extend: (app) =>
      app.post('/test/move', { onRequest: app.authenticate }, (request, reply) =>
        idempotent(app.database.db, request, reply, currentUser(request).sub, async () => ({
          run: ++runs,
        })),
      ),
  });
  const user = await createUser(t.database.db);
  userId = user.id;
  token = (await signIn(t.app, user)).access_token;
});
afterAll(() => t.close());

const move = (key: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/test/move',
    payload: body,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
  });

/** What a request whose process died after claiming its key leaves behind. */
async function abandonedClaim(key: string, body: object, minutesAgo: number) {
  const requestHash = createHash('sha256')
    .update(`POST /test/move\n${JSON.stringify(body)}`)
    .digest('hex');
  await t.database.db.insert(idempotencyKeys).values({
    userId,
    key,
    requestHash,
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
  });
}

describe('Idempotency-Key', () => {
  it('answers a replay with the first reply and runs the call once', async () => {
    const first = await move('key-replay-1', { litres: 5 });
    const again = await move('key-replay-1', { litres: 5 });
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replay']).toBe('true');
    expect((await move('key-replay-1', { litres: 6 })).statusCode).toBe(422);
  });

  it('answers 409 while the first request may still be running', async () => {
    await abandonedClaim('key-fresh-claim', { litres: 1 }, 0);
    const res = await move('key-fresh-claim', { litres: 1 });
    expect(res.statusCode).toBe(409);
    expect(errorBodySchema.parse(res.json()).errors[0]?.code).toBe('CONFLICT');
  });

  it('lets a retry take over a claim its crashed process left unfinished', async () => {
    await abandonedClaim('key-after-crash', { litres: 2 }, 5);
    const before = runs;
    const res = await move('key-after-crash', { litres: 2 });
    expect(res.statusCode).toBe(200);
    expect(runs).toBe(before + 1);
    // Now it is answered like any finished key, and never runs again.
    const replay = await move('key-after-crash', { litres: 2 });
    expect(replay.json()).toEqual(res.json());
    expect(runs).toBe(before + 1);
  });

  it('does not let another body take over an abandoned claim', async () => {
    await abandonedClaim('key-other-body', { litres: 3 }, 5);
    expect((await move('key-other-body', { litres: 30 })).statusCode).toBe(422);
  });

  it('forgets keys after 24 hours', async () => {
    await move('key-old-one', { litres: 4 });
    await move('key-new-one', { litres: 4 });
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, 'key-old-one'));
    await purgeIdempotencyKeys(t.database.db);
    const left = await t.database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(left.map((k) => k.key)).toContain('key-new-one');
    expect(left.map((k) => k.key)).not.toContain('key-old-one');
  });
});
