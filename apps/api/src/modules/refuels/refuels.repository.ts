import { and, desc, eq, getTableColumns, gte, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { products, refuelAuthorizations, stationApiKeys, stations, users } from '../../db/schema';

export type RefuelRow = typeof refuelAuthorizations.$inferSelect;

export async function activeCodeExists(db: Db, code: string): Promise<boolean> {
  const rows = await db
    .select({ id: refuelAuthorizations.id })
    .from(refuelAuthorizations)
    .where(and(eq(refuelAuthorizations.code, code), eq(refuelAuthorizations.state, 'active')));
  return rows.length > 0;
}

export async function insertRefuel(
  db: Db,
  values: Omit<typeof refuelAuthorizations.$inferInsert, 'expiresAt'> & { ttlSeconds: number },
): Promise<RefuelRow> {
  const { ttlSeconds, ...row } = values;
  const [inserted] = await db
    .insert(refuelAuthorizations)
    .values({ ...row, expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})` })
    .returning();
  if (!inserted) throw new Error('refuel was not inserted');
  return inserted;
}

/** A refuel code as it ended, its times given: the history an empty demo database starts with. */
export async function insertEndedRefuel(
  db: Db,
  row: typeof refuelAuthorizations.$inferInsert,
): Promise<void> {
  await db.insert(refuelAuthorizations).values(row);
}

/** Where today began on Yerevan's clock (ADR 0025), for "today's" codes. */
const startOfToday = sql`date_trunc('day', now() at time zone 'Asia/Yerevan') at time zone 'Asia/Yerevan'`;

/**
 * Every active code of the user (each holds fuel, so each must stay in sight to be shown or
 * cancelled), then the last few finished today, newest first.
 */
export async function findRefuelsOfUser(db: Db, userId: string) {
  const mine = eq(refuelAuthorizations.userId, userId);
  const newestFirst = desc(refuelAuthorizations.createdAt);
  // One query at a time: a transaction holds a single connection.
  const active = await db
    .select()
    .from(refuelAuthorizations)
    .where(and(mine, eq(refuelAuthorizations.state, 'active')))
    .orderBy(newestFirst);
  const finished = await db
    .select()
    .from(refuelAuthorizations)
    .where(
      and(
        mine,
        ne(refuelAuthorizations.state, 'active'),
        gte(refuelAuthorizations.createdAt, startOfToday),
      ),
    )
    .orderBy(newestFirst)
    .limit(10);
  return [...active, ...finished].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

export async function lockRefuel(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(refuelAuthorizations)
    .where(eq(refuelAuthorizations.id, id))
    .for('update');
  return row;
}

const pumpCode = (code: string) =>
  and(
    eq(refuelAuthorizations.code, code),
    or(
      eq(refuelAuthorizations.state, 'active'),
      and(
        or(
          eq(refuelAuthorizations.state, 'completed'),
          // Cancelled at a pump (not by its owner): that pump's retry is answered the same.
          and(
            eq(refuelAuthorizations.state, 'cancelled'),
            sql`${refuelAuthorizations.redeemedStationId} is not null`,
          ),
        ),
        sql`${refuelAuthorizations.endedAt} > now() - interval '15 minutes'`,
      ),
    ),
  );

/** The authorization a pump asks about: active, or ended at a pump in the last 15 minutes. */
export async function lockRefuelByCode(db: Db, code: string) {
  const [row] = await db
    .select()
    .from(refuelAuthorizations)
    .where(pumpCode(code))
    .orderBy(desc(refuelAuthorizations.createdAt))
    .limit(1)
    .for('update');
  return row;
}

/**
 * `lockRefuelByCode` with what completing it needs, in one round trip: whether it has expired
 * (by the database's clock), the product's and the reporting station's names, and the owner's
 * language for the message. Only the authorization's row is locked.
 */
export async function lockRefuelForCompletion(db: Db, code: string, stationId: string) {
  const [row] = await db
    .select({
      refuel: getTableColumns(refuelAuthorizations),
      expired: sql<boolean>`${refuelAuthorizations.expiresAt} <= now()`,
      product: { name: products.name, unit: products.unit },
      station: { name: stations.name },
      language: users.language,
    })
    .from(refuelAuthorizations)
    .innerJoin(users, eq(users.id, refuelAuthorizations.userId))
    .leftJoin(products, eq(products.id, refuelAuthorizations.productId))
    .leftJoin(stations, eq(stations.id, stationId))
    .where(pumpCode(code))
    .orderBy(desc(refuelAuthorizations.createdAt))
    .limit(1)
    .for('update', { of: refuelAuthorizations });
  return row;
}

export async function isExpired(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ expired: sql<boolean>`${refuelAuthorizations.expiresAt} <= now()` })
    .from(refuelAuthorizations)
    .where(eq(refuelAuthorizations.id, id));
  return row?.expired ?? true;
}

export async function endRefuel(
  db: Db,
  id: string,
  set: { state: RefuelRow['state']; dispensed?: number; redeemedStationId?: string },
) {
  await db
    .update(refuelAuthorizations)
    .set({ ...set, endedAt: sql`now()` })
    .where(eq(refuelAuthorizations.id, id));
}

export function findExpiredActive(db: Db, limit: number) {
  return db
    .select({ id: refuelAuthorizations.id })
    .from(refuelAuthorizations)
    .where(
      and(eq(refuelAuthorizations.state, 'active'), lt(refuelAuthorizations.expiresAt, sql`now()`)),
    )
    .limit(limit);
}

// ----- station keys -----

export async function insertStationKey(db: Db, stationId: string, keyHash: string) {
  await db.insert(stationApiKeys).values({ stationId, keyHash });
}

/** Revokes the matching live keys: one by its hash or id, or every key of a station. */
export async function revokeStationKeys(
  db: Db,
  match: { keyHash?: string; id?: string; stationId?: string },
): Promise<number> {
  const which = match.keyHash
    ? eq(stationApiKeys.keyHash, match.keyHash)
    : match.id
      ? eq(stationApiKeys.id, match.id)
      : match.stationId
        ? eq(stationApiKeys.stationId, match.stationId)
        : undefined;
  if (!which) return 0;
  const rows = await db
    .update(stationApiKeys)
    .set({ revokedAt: new Date() })
    .where(and(which, isNull(stationApiKeys.revokedAt)))
    .returning({ id: stationApiKeys.id });
  return rows.length;
}

export function listStationKeys(db: Db, stationId: string) {
  return db
    .select({
      id: stationApiKeys.id,
      createdAt: stationApiKeys.createdAt,
      revokedAt: stationApiKeys.revokedAt,
    })
    .from(stationApiKeys)
    .where(eq(stationApiKeys.stationId, stationId))
    .orderBy(stationApiKeys.createdAt);
}

export async function findStationOfKey(db: Db, keyHash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ stationId: stationApiKeys.stationId })
    .from(stationApiKeys)
    .where(and(eq(stationApiKeys.keyHash, keyHash), sql`${stationApiKeys.revokedAt} is null`));
  return row?.stationId;
}

export async function findStationByCode(db: Db, code: string) {
  const [row] = await db
    .select({ id: stations.id, code: stations.code })
    .from(stations)
    .where(eq(stations.code, code));
  return row;
}

export function listStationsForPump(db: Db) {
  return db
    .select({ id: stations.id, code: stations.code, name: sql<string>`${stations.name}->>'en'` })
    .from(stations)
    .orderBy(stations.sortOrder);
}
