import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { uploads, users } from '../../db/schema';

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

export async function swapProfilePicture(
  db: Db,
  userId: string,
  picture: string,
): Promise<string | null> {
  const [before] = await db
    .select({ picture: users.profilePicture })
    .from(users)
    .where(eq(users.id, userId));
  await db.update(users).set({ profilePicture: picture }).where(eq(users.id, userId));
  return before?.picture ?? null;
}

/**
 * Bytes the user keeps stored. Takes the user's row lock first, so two uploads at once are
 * counted one after the other and cannot both slip under the quota.
 */
export async function lockedUsedBytes(db: Db, userId: string): Promise<number> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${uploads.size}), 0)` })
    .from(uploads)
    .where(eq(uploads.userId, userId));
  return Number(row?.used ?? 0);
}
