import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { uploads } from '../../db/schema';

export type Upload = typeof uploads.$inferSelect;

export async function insertUpload(
  db: Db,
  values: Omit<typeof uploads.$inferInsert, 'id' | 'createdAt'>,
): Promise<Upload> {
  const [row] = await db.insert(uploads).values(values).returning();
  if (!row) throw new Error('upload was not inserted');
  return row;
}

export async function findUpload(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.userId, userId)));
  return row;
}

/** Bytes the user keeps stored. */
export async function usedBytes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${uploads.size}), 0)` })
    .from(uploads)
    .where(eq(uploads.userId, userId));
  return Number(row?.used ?? 0);
}

/** Forgets every upload of a user; returns where their bytes are stored. */
export async function deleteUploadsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .delete(uploads)
    .where(eq(uploads.userId, userId))
    .returning({ storageKey: uploads.storageKey });
  return rows.map((r) => r.storageKey);
}
