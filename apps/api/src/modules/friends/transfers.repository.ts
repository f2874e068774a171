import type { Db } from '../../db/database';
import { transfers } from '../../db/schema';

export type NewTransfer = Omit<typeof transfers.$inferInsert, 'id' | 'createdAt'>;

export async function insertTransfer(db: Db, values: NewTransfer) {
  const [row] = await db.insert(transfers).values(values).returning();
  if (!row) throw new Error('transfer was not inserted');
  return row;
}
