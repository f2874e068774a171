import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { idempotencyKeys } from '../db/schema';

/** Claims the key; false when it was claimed before (by this or an earlier request). */
export async function claimKey(db: Db, userId: string, key: string, requestHash: string) {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function findKey(db: Db, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

export async function storeReply(
  db: Db,
  userId: string,
  key: string,
  statusCode: number,
  reply: unknown,
) {
  await db
    .update(idempotencyKeys)
    .set({ statusCode, reply: sql`${JSON.stringify(reply)}::jsonb` })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

export async function releaseKey(db: Db, userId: string, key: string) {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}
