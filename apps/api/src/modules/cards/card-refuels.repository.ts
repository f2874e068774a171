import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { cardRefuels } from '../../db/schema';

export type CardRefuelRow = typeof cardRefuels.$inferSelect;

export async function insertCardRefuel(db: Db, row: typeof cardRefuels.$inferInsert) {
  const [inserted] = await db.insert(cardRefuels).values(row).returning();
  if (!inserted) throw new Error('card refuel was not inserted');
  return inserted;
}

export async function lockCardRefuel(db: Db, id: string, stationId: string) {
  const [row] = await db
    .select()
    .from(cardRefuels)
    .where(and(eq(cardRefuels.id, id), eq(cardRefuels.stationId, stationId)))
    .for('update');
  return row;
}

export async function endCardRefuel(
  db: Db,
  id: string,
  set: Pick<CardRefuelRow, 'state'> & { dispensed?: number },
) {
  await db
    .update(cardRefuels)
    .set({ ...set, endedAt: sql`now()` })
    .where(eq(cardRefuels.id, id));
}

export function findExpiredCardRefuels(db: Db, limit: number) {
  return db
    .select({ id: cardRefuels.id, stationId: cardRefuels.stationId })
    .from(cardRefuels)
    .where(and(eq(cardRefuels.state, 'active'), lt(cardRefuels.expiresAt, sql`now()`)))
    .limit(limit);
}
