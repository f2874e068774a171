import { and, eq } from 'drizzle-orm';
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
