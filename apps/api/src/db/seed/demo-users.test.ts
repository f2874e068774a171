import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listConnections } from '../../modules/friends';
import { expectLedgerBalanced } from '../../test/money';
import { createTestDatabase } from '../../test/test-database';
import { type Database, rowsOf } from '../database';
import { fuelRequests, journal, transactions, userRelations, users } from '../schema';
import { seedCatalog } from '.';
import { DEMO_ACCOUNTS, seedDemoUsers } from './demo-users';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalog(database.db);
  // Two instances starting together on an empty database: one seeds, the other finds it seeded
  // (without `alone` both would seed, and one fails on the demo e-mails already taken).
  const seeded = await Promise.all([
    database.alone(() => seedDemoUsers(database.db)),
    database.alone(() => seedDemoUsers(database.db)),
  ]);
  expect(seeded.sort()).toEqual([false, true]);
}, 180_000);
afterAll(() => database.close());

async function idOf(email: string) {
  const [row] = await database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(email);
  return row.id;
}

describe('demo friends and partners', () => {
  it.each([
    ['ani@demo.fuel-cabinet.am', 'Դավիթ Սարգսյան'],
    ['fleet@demo.fuel-cabinet.am', 'Գեղարդ Լոջիստիկ ՍՊԸ'],
  ])('%s has a connection with transfers both ways and a request each way', async (email, name) => {
    const id = await idOf(email);
    const connections = await listConnections(database.db, id, { offset: 1, limit: 10 });
    expect(connections).toMatchObject({ count: 1, data: [{ name }] });

    const pending = await database.db
      .select({ requester: userRelations.requesterId })
      .from(userRelations)
      .where(
        and(
          eq(userRelations.status, 'pending'),
          sql`${id} in (${userRelations.requesterId}, ${userRelations.addresseeId})`,
        ),
      );
    expect(pending.map((p) => p.requester === id).sort()).toEqual([false, true]);

    const moves = await database.db
      .select({ quantity: transactions.quantity })
      .from(transactions)
      .where(and(eq(transactions.userId, id), eq(transactions.type, 'transfer')));
    expect(moves.some((m) => m.quantity > 0)).toBe(true);
    expect(moves.some((m) => m.quantity < 0)).toBe(true);

    const asks = await database.db
      .select()
      .from(fuelRequests)
      .where(and(eq(fuelRequests.addresseeId, id), eq(fuelRequests.state, 'pending')));
    expect(asks).toHaveLength(1);
  });

  it('prints a login for every demo account and keeps the ledger balanced', async () => {
    expect(DEMO_ACCOUNTS.map((a) => a.email)).toContain('davit@demo.fuel-cabinet.am');
    expect(DEMO_ACCOUNTS.map((a) => a.email)).toContain('cargo@demo.fuel-cabinet.am');
    await expectLedgerBalanced(database.db);
  });
});

describe('demo history', () => {
  // The months of history are written now and dated back: their ledger journals must be dated
  // too, or every litre of them falls into this month's statement and the past months have none.
  it.each(['ani@demo.fuel-cabinet.am', 'fleet@demo.fuel-cabinet.am'])(
    '%s: each movement is in the ledger at its own time, months back',
    async (email) => {
      const id = await idOf(email);
      const [row] = rowsOf<{ movements: number; misdated: number; first: string | Date }>(
        await database.db.execute(sql`
        select count(*)::int as movements,
          count(*) filter (where abs(extract(epoch from j.created_at - t.created_at)) > 60)::int
            as misdated,
          min(j.created_at) as first
        from ${transactions} t join ${journal} j on j.reference_id = t.reference_id
        where t.user_id = ${id} and t.type in ('buying', 'charging')`),
      );
      expect(row?.movements).toBeGreaterThan(50);
      expect(row?.misdated).toBe(0);
      const days = (Date.now() - new Date(row?.first ?? 0).getTime()) / 86_400_000;
      expect(days).toBeGreaterThan(60);
    },
  );
});
