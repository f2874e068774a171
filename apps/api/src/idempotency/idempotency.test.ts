import { createHash } from 'node:crypto';
import { errorBodySchema } from '@fuel/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../db/schema';
import { AppError } from '../lib/app-error';
import { currentUser } from '../plugins/authenticate';
import { createUser, signIn } from '../test/factories';
import { buildTestApp, type TestApp } from '../test/test-app';
import { idempotent, idempotentInTransaction, purgeIdempotencyKeys } from './idempotency';

let t: TestApp;
let token: string;
let userId: string;
let runs = 0;
/** Makes the next in-transaction call fail after its claim, as a crash or a lost database would. */
let failNext: 'crash' | 'refuse' | null = null;
beforeAll(async () => {
  t = await buildTestApp({
    seed: false,
    // Value-moving calls of their own, counting how often they really run: one claiming the key
    // in transactions around the call, one claiming it inside the call's own transaction.
    extend: (app) => {
      app.post('/test/move', { onRequest: app.authenticate }, (request, reply) =>
        idempotent(app.database.db, request, reply, currentUser(request).sub, async () => ({
          run: ++runs,
        })),
      );
      app.post('/test/move-in-tx', { onRequest: app.authenticate }, (request, reply) =>
        idempotentInTransaction(app.database.db, request, reply, currentUser(request).sub, (once) =>
          app.database.db.transaction(async (tx) => {
            await once.claim(tx);
            const failing = failNext;
            failNext = null;
            if (failing === 'crash') throw new Error('the process died');
            if (failing === 'refuse')
              throw new AppError('INSUFFICIENT_BALANCE', { field: 'litres' });
            const result = { run: ++runs };
            await once.answer(tx, result);
            return result;
          }),
        ),
      );
    },
  });
  const user = await createUser(t.database.db);
  userId = user.id;
  token = (await signIn(t.app, user)).access_token;
});
afterAll(() => t.close());

let path = '/test/move';
const move = (key: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: path,
    payload: body,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
  });

const hashOf = (body: object) =>
  createHash('sha256')
    .update(`POST ${path}\n${JSON.stringify(body)}`)
    .digest('hex');

/**
 * What a request whose process died after claiming its key leaves behind; `route: ''` as a claim
 * kept from before keys had a route.
 */
async function abandonedClaim(
  key: string,
  body: object,
  minutesAgo: number,
  route = `POST ${path}`,
) {
  await t.database.db.insert(idempotencyKeys).values({
    userId,
    route,
    key,
    requestHash: hashOf(body),
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
  });
}

describe.each([
  ['around the call', '/test/move'],
  ['inside the call’s transaction', '/test/move-in-tx'],
])('Idempotency-Key claimed %s', (_, route) => {
  beforeAll(() => {
    path = route;
  });

  it('answers a replay with the first reply and runs the call once', async () => {
    const first = await move(`${path.slice(6)}-key-replay-1`, { litres: 5 });
    const again = await move(`${path.slice(6)}-key-replay-1`, { litres: 5 });
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replay']).toBe('true');
    const before = runs;
    const reused = await move(`${path.slice(6)}-key-replay-1`, { litres: 6 });
    expect(reused.statusCode).toBe(422);
    expect(errorBodySchema.parse(reused.json()).errors[0]?.code).toBe('IDEMPOTENCY_KEY_REUSED');
    // Nothing ran for the other body, and the key still answers with the first reply.
    expect(runs).toBe(before);
    const [kept] = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, `${path.slice(6)}-key-replay-1`));
    expect([kept?.requestHash, kept?.statusCode, kept?.reply]).toEqual([
      hashOf({ litres: 5 }),
      200,
      first.json(),
    ]);
  });

  it('answers 409 while the first request may still be running', async () => {
    await abandonedClaim(`${path.slice(6)}-key-fresh-claim`, { litres: 1 }, 0);
    const res = await move(`${path.slice(6)}-key-fresh-claim`, { litres: 1 });
    expect(res.statusCode).toBe(409);
    expect(errorBodySchema.parse(res.json()).errors[0]?.code).toBe('REQUEST_IN_PROGRESS');
  });

  it('lets a retry take over a claim its crashed process left unfinished', async () => {
    await abandonedClaim(`${path.slice(6)}-key-after-crash`, { litres: 2 }, 5);
    const before = runs;
    const res = await move(`${path.slice(6)}-key-after-crash`, { litres: 2 });
    expect(res.statusCode).toBe(200);
    expect(runs).toBe(before + 1);
    // Now it is answered like any finished key, and never runs again.
    const replay = await move(`${path.slice(6)}-key-after-crash`, { litres: 2 });
    expect(replay.json()).toEqual(res.json());
    expect(runs).toBe(before + 1);
  });

  it('keeps a key to its route: the same key on another route is another request', async () => {
    const other = path === '/test/move' ? '/test/move-in-tx' : '/test/move';
    const key = `${path.slice(6)}-key-two-routes`;
    const here = await move(key, { litres: 11 });
    const before = runs;
    const there = await t.app.inject({
      method: 'POST',
      url: other,
      payload: { litres: 11 },
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
    });
    expect(there.statusCode).toBe(200);
    expect(there.headers['idempotent-replay']).toBeUndefined();
    expect(runs).toBe(before + 1);
    // Each route still answers its own replay.
    expect((await move(key, { litres: 11 })).json()).toEqual(here.json());
  });

  it('still answers with a key kept from before keys had a route', async () => {
    const key = `${path.slice(6)}-key-legacy`;
    await t.database.db.insert(idempotencyKeys).values({
      userId,
      route: '',
      key,
      requestHash: hashOf({ litres: 12 }),
      statusCode: 200,
      reply: { run: -1 },
    });
    const before = runs;
    const replay = await move(key, { litres: 12 });
    expect(replay.json()).toEqual({ run: -1 });
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect((await move(key, { litres: 13 })).statusCode).toBe(422);
    // An old claim still running holds the key; one abandoned long ago does not.
    await abandonedClaim(`${path.slice(6)}-key-legacy-fresh`, { litres: 14 }, 0, '');
    expect((await move(`${path.slice(6)}-key-legacy-fresh`, { litres: 14 })).statusCode).toBe(409);
    await abandonedClaim(`${path.slice(6)}-key-legacy-old`, { litres: 15 }, 5, '');
    expect((await move(`${path.slice(6)}-key-legacy-old`, { litres: 15 })).statusCode).toBe(200);
    expect(runs).toBe(before + 1);
  });

  it('does not let another body take over an abandoned claim', async () => {
    await abandonedClaim(`${path.slice(6)}-key-other-body`, { litres: 3 }, 5);
    const before = runs;
    const res = await move(`${path.slice(6)}-key-other-body`, { litres: 30 });
    expect(res.statusCode).toBe(422);
    expect(errorBodySchema.parse(res.json()).errors[0]?.code).toBe('IDEMPOTENCY_KEY_REUSED');
    // The call did not run and the claim is still the first body's, unanswered.
    expect(runs).toBe(before);
    const [claim] = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, `${path.slice(6)}-key-other-body`));
    expect([claim?.requestHash, claim?.statusCode]).toEqual([hashOf({ litres: 3 }), null]);
  });

  it('forgets keys after 24 hours', async () => {
    await move(`${path.slice(6)}-key-old-one`, { litres: 4 });
    await move(`${path.slice(6)}-key-new-one`, { litres: 4 });
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, `${path.slice(6)}-key-old-one`));
    await purgeIdempotencyKeys(t.database.db);
    const left = await t.database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(left.map((k) => k.key)).toContain(`${path.slice(6)}-key-new-one`);
    expect(left.map((k) => k.key)).not.toContain(`${path.slice(6)}-key-old-one`);
  });
});

describe('Idempotency-Key claimed inside the call’s transaction', () => {
  beforeAll(() => {
    path = '/test/move-in-tx';
  });
  const keyRow = async (key: string) =>
    t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));

  it('leaves no claim behind when the call fails, so a retry runs it', async () => {
    failNext = 'crash';
    expect((await move('tx-key-crash', { litres: 7 })).statusCode).toBe(500);
    expect(await keyRow('tx-key-crash')).toEqual([]);
    const before = runs;
    const retry = await move('tx-key-crash', { litres: 7 });
    expect(retry.statusCode).toBe(200);
    expect(runs).toBe(before + 1);
    expect((await keyRow('tx-key-crash'))[0]?.statusCode).toBe(200);
  });

  it('keeps a refusal as the answer although its transaction rolled back', async () => {
    failNext = 'refuse';
    const first = await move('tx-key-refused', { litres: 8 });
    expect(first.statusCode).toBe(422);
    const before = runs;
    const again = await move('tx-key-refused', { litres: 8 });
    expect(again.statusCode).toBe(422);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(first.json().errors).toEqual([expect.objectContaining({ field: 'litres' })]);
    expect(runs).toBe(before);
  });

  it('runs once when the same key arrives many times at once', async () => {
    const before = runs;
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => move('tx-key-storm', { litres: 9 })),
    );
    expect(runs).toBe(before + 1);
    const answered = replies.filter((r) => r.statusCode === 200).map((r) => r.json());
    expect(answered.length).toBeGreaterThan(0);
    for (const body of answered) expect(body).toEqual({ run: before + 1 });
    for (const r of replies) expect([200, 409]).toContain(r.statusCode);
  });
});
