import {
  type ConnectionsReply,
  errorBodySchema,
  type FriendRequestSendReply,
  friendsRoutes,
} from '@fuel/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balances, journal } from '../../db/schema';
import { creditFuel, expectLedgerBalanced, productByCode } from '../../test/money';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { call, connect, type Member, member } from './test-helpers';

// Meaningful on PostgreSQL (CI runs every file there too): PGlite runs one transaction at a
// time, so there the same calls simply run one after another.
let t: TestApp;
let a: Member;
let b: Member;
let c: Member;
let productId: string;
beforeAll(async () => {
  t = await buildTestApp();
  [a, b, c] = [await member(t), await member(t), await member(t)];
  await connect(t.app, a, b);
  await connect(t.app, b, c);
  await connect(t.app, c, a);
  productId = (await productByCode(t.database.db, 'REGULAR_92')).id;
  for (const u of [a, b, c]) await creditFuel(t.database.db, u.id, productId, 50);
});
afterAll(async () => {
  await expectLedgerBalanced(t.database.db);
  await t.close();
});

async function available(who: Member) {
  const [row] = await t.database.db
    .select({ n: balances.available })
    .from(balances)
    .where(sql`${balances.userId} = ${who.id} and ${balances.productId} = ${productId}`);
  return row?.n ?? 0;
}

/** Fires every transfer at once; each must succeed or be refused for the balance, nothing else. */
async function fire(pairs: [Member, Member][]) {
  const replies = await Promise.all(
    pairs.map(([from, to], i) =>
      call(t.app, from, friendsRoutes.transfer, {
        payload: { recipient_id: to.publicId, product_id: productId, quantity: 3 },
        headers: { 'idempotency-key': `race-${Date.now()}-${i}` },
      }),
    ),
  );
  let ok = 0;
  for (const r of replies) {
    if (r.statusCode === 200) ok++;
    else {
      expect(r.statusCode, r.body).toBe(422);
      expect(errorBodySchema.parse(r.json()).errors[0]?.code).toBe('INSUFFICIENT_BALANCE');
    }
  }
  return ok;
}

async function transferJournals() {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(journal)
    .where(eq(journal.kind, 'transfer'));
  return row?.n ?? 0;
}

describe('transfers under concurrency', () => {
  it('64 transfers both ways between the same two users: no deadlock, no overdraft', async () => {
    const pairs = Array.from({ length: 64 }, (_, i): [Member, Member] => (i % 2 ? [a, b] : [b, a]));
    const ok = await fire(pairs);
    expect(ok).toBeGreaterThan(0);
    expect(await transferJournals()).toBe(ok);
    expect((await available(a)) + (await available(b))).toBe(100_000);
    expect(await available(a)).toBeGreaterThanOrEqual(0);
    expect(await available(b)).toBeGreaterThanOrEqual(0);
  });

  it('64 transfers around a triangle of three: fuel is conserved and the ledger adds up', async () => {
    const before = await transferJournals();
    const ring: [Member, Member][] = [
      [a, b],
      [b, c],
      [c, a],
      [b, a],
      [c, b],
      [a, c],
    ];
    const pairs = Array.from({ length: 64 }, (_, i) => ring[i % ring.length] as [Member, Member]);
    const ok = await fire(pairs);
    expect(await transferJournals()).toBe(before + ok);
    const total = (await available(a)) + (await available(b)) + (await available(c));
    expect(total).toBe(150_000);
    await expectLedgerBalanced(t.database.db);
  });

  it('two requests crossing at the same moment end as one accepted relation', async () => {
    const [x, y] = [await member(t), await member(t)];
    const replies = await Promise.all([
      call(t.app, x, friendsRoutes.sendRequest, { payload: { user_id: y.publicId } }),
      call(t.app, y, friendsRoutes.sendRequest, { payload: { user_id: x.publicId } }),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
    const statuses = replies.map((r) => (r.json() as FriendRequestSendReply).status).sort();
    expect(statuses).toEqual(['accepted', 'pending']);
    const list = await call(t.app, x, friendsRoutes.connections);
    expect((list.json() as ConnectionsReply).count).toBe(1);
  });

  it('drains a balance exactly: 64 transfers of 3 L from 50 L let 16 through', async () => {
    const d = await member(t);
    await connect(t.app, d, a);
    await creditFuel(t.database.db, d.id, productId, 50);
    const ok = await fire(Array.from({ length: 64 }, (): [Member, Member] => [d, a]));
    expect(ok).toBe(16);
    expect(await available(d)).toBe(2_000);
  });
});
