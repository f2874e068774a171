import type { Language } from '@fuel/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { cardOrders, stations } from '../../db/schema';
import { rowsToSkip } from '../../lib/paging';

export type CardOrderRow = typeof cardOrders.$inferSelect;

export async function insertCardOrder(db: Db, row: typeof cardOrders.$inferInsert) {
  const [inserted] = await db.insert(cardOrders).values(row).returning({ id: cardOrders.id });
  if (!inserted) throw new Error('card order was not inserted');
  return inserted.id;
}

function columns(lang: Language) {
  return { order: cardOrders, stationName: sql<string | null>`${stations.name}->>${lang}` };
}

export async function countCardOrders(db: Db, userId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cardOrders)
    .where(eq(cardOrders.userId, userId));
  return row?.n ?? 0;
}

export function findCardOrders(
  db: Db,
  userId: string,
  lang: Language,
  page: { offset: number; limit: number },
) {
  return db
    .select(columns(lang))
    .from(cardOrders)
    .leftJoin(stations, eq(stations.id, cardOrders.stationId))
    .where(eq(cardOrders.userId, userId))
    .orderBy(desc(cardOrders.createdAt), desc(cardOrders.id))
    .limit(page.limit)
    .offset(rowsToSkip(page));
}

/** One order; with `userId`, only that owner's (another's id finds nothing). */
export async function findCardOrder(db: Db, id: string, lang: Language, userId?: string) {
  const [row] = await db
    .select(columns(lang))
    .from(cardOrders)
    .leftJoin(stations, eq(stations.id, cardOrders.stationId))
    .where(
      userId ? and(eq(cardOrders.id, id), eq(cardOrders.userId, userId)) : eq(cardOrders.id, id),
    );
  return row;
}

export async function lockCardOrder(db: Db, where: { id?: string; number?: number }) {
  const [row] = await db
    .select()
    .from(cardOrders)
    .where(where.id ? eq(cardOrders.id, where.id) : eq(cardOrders.number, where.number ?? -1))
    .for('update');
  return row;
}

export async function updateCardOrder(
  db: Db,
  id: string,
  set: Pick<CardOrderRow, 'status' | 'steps'>,
) {
  await db
    .update(cardOrders)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(cardOrders.id, id));
}

/** For the retailer's staff: the newest orders of everyone, optionally by status. */
export function findAllCardOrders(db: Db, status?: CardOrderRow['status']) {
  return db
    .select()
    .from(cardOrders)
    .where(status ? eq(cardOrders.status, status) : undefined)
    .orderBy(desc(cardOrders.createdAt))
    .limit(100);
}
