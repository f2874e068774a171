import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { paymentOrders, savedCards, users } from '../../db/schema';

export type SavedCard = typeof savedCards.$inferSelect;

/** Keeps the card the bank saved; a binding seen twice (a replayed settle) is kept once. */
export async function insertSavedCard(db: Db, values: typeof savedCards.$inferInsert) {
  await db.insert(savedCards).values(values).onConflictDoNothing();
}

export function findSavedCards(db: Db, userId: string): Promise<SavedCard[]> {
  return db
    .select()
    .from(savedCards)
    .where(eq(savedCards.userId, userId))
    .orderBy(asc(savedCards.createdAt), asc(savedCards.id));
}

/** The user's card; another user's id finds nothing. */
export async function findSavedCard(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.id, id), eq(savedCards.userId, userId)));
  return row;
}

export async function findSavedCardById(db: Db, id: string) {
  const [row] = await db.select().from(savedCards).where(eq(savedCards.id, id));
  return row;
}

/** Saved cards still kept for accounts that were deleted (anonymised). */
export function findCardsOfDeletedAccounts(db: Db, limit: number): Promise<SavedCard[]> {
  return db
    .select()
    .from(savedCards)
    .where(
      inArray(
        savedCards.userId,
        db.select({ id: users.id }).from(users).where(sql`${users.deletedAt} is not null`),
      ),
    )
    .orderBy(asc(savedCards.createdAt))
    .limit(limit);
}

export async function deleteSavedCard(db: Db, userId: string, id: string) {
  const rows = await db
    .delete(savedCards)
    .where(and(eq(savedCards.id, id), eq(savedCards.userId, userId)))
    .returning({ id: savedCards.id });
  return rows.length > 0;
}

/**
 * Drams the automatic top-up of this product has spent or committed this calendar month
 * (Yerevan time): paid orders and the ones still waiting on the bank.
 */
export async function automaticSpendThisMonth(db: Db, userId: string, productId: string) {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${paymentOrders.amount}), 0)::int` })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userId, userId),
        eq(paymentOrders.productId, productId),
        sql`${paymentOrders.autoCrossing} is not null`,
        inArray(paymentOrders.state, ['pending', 'paid', 'review']),
        sql`${paymentOrders.createdAt} >= date_trunc('month', now() at time zone 'Asia/Yerevan') at time zone 'Asia/Yerevan'`,
      ),
    );
  return row?.total ?? 0;
}

/** The automatic order already made for a crossing, if any. */
export async function findAutomaticOrder(
  db: Db,
  userId: string,
  productId: string,
  crossing: number,
) {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userId, userId),
        eq(paymentOrders.productId, productId),
        eq(paymentOrders.autoCrossing, crossing),
      ),
    );
  return row;
}
