import type { Language, RequestDirection } from '@fuel/contract';
import { and, desc, eq, gt, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { fuelRequests, products, users } from '../../db/schema';
import { rowsToSkip } from '../../lib/paging';

export type FuelRequestRow = typeof fuelRequests.$inferSelect;
export type NewFuelRequest = Omit<
  typeof fuelRequests.$inferInsert,
  'id' | 'createdAt' | 'state' | 'transferId' | 'endedAt'
>;

/**
 * The ask, or nothing when the same user already waits for an answer from the same friend about
 * the same fuel: the unique index on open asks decides, however many arrive at once.
 */
export async function insertFuelRequest(db: Db, values: NewFuelRequest) {
  const [row] = await db
    .insert(fuelRequests)
    .values(values)
    .onConflictDoNothing({
      target: [fuelRequests.requesterId, fuelRequests.addresseeId, fuelRequests.productId],
      where: sql`${fuelRequests.state} = 'pending'`,
    })
    .returning();
  return row;
}

/** Marks an open ask of this user to this friend about this fuel expired once past its time. */
export async function expireStaleAsk(
  db: Db,
  requesterId: string,
  addresseeId: string,
  productId: string,
) {
  await db
    .update(fuelRequests)
    .set({ state: 'expired', endedAt: sql`${fuelRequests.expiresAt}` })
    .where(
      and(
        eq(fuelRequests.requesterId, requesterId),
        eq(fuelRequests.addresseeId, addresseeId),
        eq(fuelRequests.productId, productId),
        eq(fuelRequests.state, 'pending'),
        lte(fuelRequests.expiresAt, sql`now()`),
      ),
    );
}

/** A pending, unexpired ask the user is on the given side of, locked; anything else: nothing. */
export async function lockPendingAsk(
  db: Db,
  userId: string,
  id: string,
  side: 'requester' | 'addressee',
) {
  const owner = side === 'requester' ? fuelRequests.requesterId : fuelRequests.addresseeId;
  const [row] = await db
    .select()
    .from(fuelRequests)
    .where(
      and(
        eq(fuelRequests.id, id),
        eq(owner, userId),
        eq(fuelRequests.state, 'pending'),
        gt(fuelRequests.expiresAt, sql`now()`),
      ),
    )
    .for('update');
  return row;
}

export async function endAsk(
  db: Db,
  id: string,
  state: 'approved' | 'declined' | 'withdrawn',
  transferId: string | null = null,
) {
  await db
    .update(fuelRequests)
    .set({ state, transferId, endedAt: sql`now()` })
    .where(eq(fuelRequests.id, id));
}

/** When two users part, the asks still open between them end too. */
export async function endAsksBetween(db: Db, a: string, b: string) {
  await db
    .update(fuelRequests)
    .set({ state: 'withdrawn', endedAt: sql`now()` })
    .where(
      and(
        eq(fuelRequests.state, 'pending'),
        or(
          and(eq(fuelRequests.requesterId, a), eq(fuelRequests.addresseeId, b)),
          and(eq(fuelRequests.requesterId, b), eq(fuelRequests.addresseeId, a)),
        ),
      ),
    );
}

const other = alias(users, 'other');

function pendingOf(userId: string, direction: RequestDirection) {
  const mine =
    direction === 'incoming'
      ? eq(fuelRequests.addresseeId, userId)
      : eq(fuelRequests.requesterId, userId);
  const otherSide = direction === 'incoming' ? fuelRequests.requesterId : fuelRequests.addresseeId;
  return {
    where: and(mine, eq(fuelRequests.state, 'pending'), gt(fuelRequests.expiresAt, sql`now()`)),
    otherSide,
  };
}

export async function countPendingAsks(db: Db, userId: string, direction: RequestDirection) {
  const { where } = pendingOf(userId, direction);
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(fuelRequests).where(where);
  return row?.n ?? 0;
}

export function findPendingAsks(
  db: Db,
  userId: string,
  direction: RequestDirection,
  lang: Language,
  page: { offset: number; limit: number },
) {
  const { where, otherSide } = pendingOf(userId, direction);
  return db
    .select({
      ask: fuelRequests,
      publicId: other.publicId,
      name: sql<string>`coalesce(${other.companyName}, ${other.firstName} || ' ' || ${other.lastName})`,
      productName: sql<string>`${products.name}->>${lang}`,
      unit: products.unit,
    })
    .from(fuelRequests)
    .innerJoin(other, eq(other.id, otherSide))
    .innerJoin(products, eq(products.id, fuelRequests.productId))
    .where(where)
    .orderBy(desc(fuelRequests.createdAt), desc(fuelRequests.id))
    .limit(page.limit)
    .offset(rowsToSkip(page));
}

export async function findAskView(db: Db, userId: string, id: string, lang: Language) {
  const [row] = await db
    .select({
      ask: fuelRequests,
      publicId: other.publicId,
      name: sql<string>`coalesce(${other.companyName}, ${other.firstName} || ' ' || ${other.lastName})`,
      productName: sql<string>`${products.name}->>${lang}`,
      unit: products.unit,
    })
    .from(fuelRequests)
    .innerJoin(other, eq(other.id, fuelRequests.addresseeId))
    .innerJoin(products, eq(products.id, fuelRequests.productId))
    .where(and(eq(fuelRequests.id, id), eq(fuelRequests.requesterId, userId)));
  return row;
}
