import { and, eq, lt, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/database';
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

/**
 * Claims the key inside the caller's transaction, so that the claim commits with the movement
 * or not at all: a crash leaves no claim behind. An advisory lock on the key, held to the end of
 * the transaction, makes a second request with the same key fail at once (false) instead of
 * waiting for the first one's row. Takes over an abandoned claim as `claimKey` does.
 */
export async function claimKeyInTransaction(
  db: Db,
  userId: string,
  key: string,
  requestHash: string,
  leaseSeconds: number,
) {
  const result = await db.execute(sql`
    insert into idempotency_keys (user_id, key, request_hash)
    select ${userId}::uuid, ${key}, ${requestHash}
    where pg_try_advisory_xact_lock(hashtextextended(${`${userId}:${key}`}, 0))
    on conflict (user_id, key) do update set created_at = now()
    where idempotency_keys.status_code is null
      and idempotency_keys.request_hash = excluded.request_hash
      and idempotency_keys.created_at < now() - make_interval(secs => ${leaseSeconds})
    returning key`);
  return rowsOf(result).length === 1;
}

/**
 * Keeps a refusal as the key's answer after its transaction rolled back (the claim with it);
 * a key another request holds or answered meanwhile is left as it is.
 */
export async function storeRefusal(
  db: Db,
  userId: string,
  key: string,
  requestHash: string,
  statusCode: number,
  reply: unknown,
) {
  await db
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash, statusCode, reply: sql`${JSON.stringify(reply)}::jsonb` })
    .onConflictDoNothing();
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
