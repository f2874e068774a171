import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { idempotencyKeys } from '../db/schema';

/**
 * Claims the key; false when it is held by another request. A claim left unfinished for
 * `leaseSeconds` (its process died between the claim and the reply) is taken over by a retry
 * with the same request, instead of answering 409 for ever.
 */
export async function claimKey(
  db: Db,
  userId: string,
  key: string,
  requestHash: string,
  leaseSeconds: number,
) {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { createdAt: sql`now()` },
      setWhere: sql`${idempotencyKeys.statusCode} is null
        and ${idempotencyKeys.requestHash} = ${requestHash}
        and ${idempotencyKeys.createdAt} < now() - make_interval(secs => ${leaseSeconds})`,
    })
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

/** Keys older than `ageSeconds` answer nothing any more: a retry that late is a new request. */
export async function purgeKeys(db: Db, ageSeconds: number) {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${ageSeconds})`));
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
