import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/database';
import { idempotencyKeys } from '../db/schema';

/** Which request a key belongs to: the user, the route it was sent to, and the key itself. */
export interface KeyOf {
  userId: string;
  /** `POST /api/user/transfer`: the method and the route's pattern. */
  route: string;
  key: string;
}

/**
 * A key kept from before keys had a route (route '') still answers for every route until it
 * expires: while it has an answer, or its request may still be running, no new claim is made.
 */
const LEGACY_ROUTE = '';
const legacyKeyHolds = ({ userId, key }: KeyOf, leaseSeconds: number) => sql`not exists (
    select 1 from idempotency_keys
    where user_id = ${userId}::uuid and route = ${LEGACY_ROUTE} and key = ${key}
      and (status_code is not null or created_at >= now() - make_interval(secs => ${leaseSeconds})))`;

/**
 * The claim of a key: a new row, or an abandoned claim of the same request taken over. `also`
 * is a further condition a claim must meet.
 */
async function claim(
  db: Db,
  of: KeyOf,
  requestHash: string,
  leaseSeconds: number,
  also = sql`true`,
) {
  const result = await db.execute(sql`
    insert into idempotency_keys (user_id, route, key, request_hash)
    select ${of.userId}::uuid, ${of.route}, ${of.key}, ${requestHash}
    where ${also} and ${legacyKeyHolds(of, leaseSeconds)}
    on conflict (user_id, route, key) do update set created_at = now()
    where idempotency_keys.status_code is null
      and idempotency_keys.request_hash = excluded.request_hash
      and idempotency_keys.created_at < now() - make_interval(secs => ${leaseSeconds})
    returning key`);
  return rowsOf(result).length === 1;
}

/**
 * Claims the key; false when it is held by another request. A claim left unfinished for
 * `leaseSeconds` (its process died between the claim and the reply) is taken over by a retry
 * with the same request, instead of answering 409 for ever.
 */
export function claimKey(db: Db, of: KeyOf, requestHash: string, leaseSeconds: number) {
  return claim(db, of, requestHash, leaseSeconds);
}

/**
 * Claims the key inside the caller's transaction, so that the claim commits with the movement
 * or not at all: a crash leaves no claim behind. An advisory lock on the key, held to the end of
 * the transaction, makes a second request with the same key fail at once (false) instead of
 * waiting for the first one's row. Takes over an abandoned claim as `claimKey` does.
 */
export function claimKeyInTransaction(
  db: Db,
  of: KeyOf,
  requestHash: string,
  leaseSeconds: number,
) {
  const lock = sql`pg_try_advisory_xact_lock(hashtextextended(${`${of.userId}:${of.route}:${of.key}`}, 0))`;
  return claim(db, of, requestHash, leaseSeconds, lock);
}

/**
 * Keeps a refusal as the key's answer after its transaction rolled back (the claim with it);
 * a key another request holds or answered meanwhile is left as it is.
 */
export async function storeRefusal(
  db: Db,
  of: KeyOf,
  requestHash: string,
  statusCode: number,
  reply: unknown,
) {
  await db
    .insert(idempotencyKeys)
    .values({ ...of, requestHash, statusCode, reply: sql`${JSON.stringify(reply)}::jsonb` })
    .onConflictDoNothing();
}

/** Keys older than `ageSeconds` answer nothing any more: a retry that late is a new request. */
export async function purgeKeys(db: Db, ageSeconds: number) {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${ageSeconds})`));
}

/** The key's row for this route, or one kept from before keys had a route. */
export async function findKey(db: Db, { userId, route, key }: KeyOf) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        inArray(idempotencyKeys.route, [route, LEGACY_ROUTE]),
      ),
    )
    // The route's own row first ('' sorts before any route).
    .orderBy(sql`${idempotencyKeys.route} desc`)
    .limit(1);
  return row;
}

const rowOf = ({ userId, route, key }: KeyOf) =>
  and(
    eq(idempotencyKeys.userId, userId),
    eq(idempotencyKeys.route, route),
    eq(idempotencyKeys.key, key),
  );

export async function storeReply(db: Db, of: KeyOf, statusCode: number, reply: unknown) {
  await db
    .update(idempotencyKeys)
    .set({ statusCode, reply: sql`${JSON.stringify(reply)}::jsonb` })
    .where(rowOf(of));
}

export async function releaseKey(db: Db, of: KeyOf) {
  await db.delete(idempotencyKeys).where(rowOf(of));
}
