import { and, eq, lt, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/database';
import { knownLoginAddresses, loginFailures } from '../../db/schema';

export type FailureKind = (typeof loginFailures.$inferInsert)['kind'];

export interface FailureCounts {
  /** Failures of this account from this address within the window. */
  here: number;
  /** Failures of this account from anywhere within the window. */
  total: number;
  /** Seconds since the oldest failure from this address in the window. */
  oldestHereAge: number | null;
  /** Seconds since the account's oldest failure in the window, from anywhere. */
  oldestAge: number | null;
  /** Seconds since the account's latest failure. */
  sinceLast: number | null;
}

export async function countFailures(
  db: Db,
  accountKey: string,
  kind: FailureKind,
  address: string,
  windowSeconds: number,
): Promise<FailureCounts> {
  const result = await db.execute(sql`
    select count(*) filter (where address = ${address})::int as here,
           count(*)::int as total,
           extract(epoch from now() - min(created_at) filter (where address = ${address}))::float
             as oldest_here_age,
           extract(epoch from now() - min(created_at))::float as oldest_age,
           extract(epoch from now() - max(created_at))::float as since_last
    from ${loginFailures}
    where account_key = ${accountKey} and kind = ${kind}
      and created_at > now() - make_interval(secs => ${windowSeconds})`);
  const [row] = rowsOf<{
    here: number;
    total: number;
    oldest_here_age: number | null;
    oldest_age: number | null;
    since_last: number | null;
  }>(result);
  return {
    here: row?.here ?? 0,
    total: row?.total ?? 0,
    oldestHereAge: row?.oldest_here_age ?? null,
    oldestAge: row?.oldest_age ?? null,
    sinceLast: row?.since_last ?? null,
  };
}

export async function recordFailure(
  db: Db,
  accountKey: string,
  kind: FailureKind,
  address: string,
) {
  await db.insert(loginFailures).values({ accountKey, kind, address });
}

/** A right password from this address forgives its earlier typos. */
export async function clearFailures(db: Db, accountKey: string, address: string) {
  await db
    .delete(loginFailures)
    .where(
      and(
        eq(loginFailures.accountKey, accountKey),
        eq(loginFailures.address, address),
        eq(loginFailures.kind, 'password'),
      ),
    );
}

export async function isKnownAddress(db: Db, userId: string, address: string) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(knownLoginAddresses)
    .where(and(eq(knownLoginAddresses.userId, userId), eq(knownLoginAddresses.address, address)));
  return !!row;
}

export async function rememberAddress(db: Db, userId: string, address: string) {
  await db
    .insert(knownLoginAddresses)
    .values({ userId, address })
    .onConflictDoUpdate({
      target: [knownLoginAddresses.userId, knownLoginAddresses.address],
      set: { lastSignInAt: sql`now()` },
    });
}

/** Failures older than a day count for nothing any more. */
export async function purgeOldFailures(db: Db) {
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, sql`now() - interval '1 day'`));
}
