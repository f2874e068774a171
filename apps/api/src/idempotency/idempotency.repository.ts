import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { builtOnce, type Db, rowsOf } from '../db/database';
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

/**
 * The claim of a key: a new row, or an abandoned claim of the same request taken over. Inside a
 * transaction (`locked`) an advisory lock on the key, held to the end of the transaction, makes
 * a second request with the same key fail at once instead of waiting for the first one's row.
 * Built once per form: it is the first statement of every keyed write.
 */
const claimOf = (locked: boolean) =>
  builtOnce(
    () => sql`
    insert into idempotency_keys (user_id, route, key, request_hash)
    select ${sql.placeholder('userId')}::uuid, ${sql.placeholder('route')}, ${sql.placeholder('key')}, ${sql.placeholder('hash')}
    where ${
      locked
        ? sql`pg_try_advisory_xact_lock(hashtextextended(${sql.placeholder('lockKey')}, 0))`
        : sql`true`
    }
      and not exists (
        select 1 from idempotency_keys
        where user_id = ${sql.placeholder('userId')}::uuid and route = ${LEGACY_ROUTE} and key = ${sql.placeholder('key')}
          and (status_code is not null or created_at >= now() - make_interval(secs => ${sql.placeholder('lease')})))
    on conflict (user_id, route, key) do update set created_at = now()
    where idempotency_keys.status_code is null
      and idempotency_keys.request_hash = excluded.request_hash
      and idempotency_keys.created_at < now() - make_interval(secs => ${sql.placeholder('lease')})
    returning key`,
  );
const claimAlone = claimOf(false);
const claimLocked = claimOf(true);

async function claim(
  db: Db,
  of: KeyOf,
  requestHash: string,
  leaseSeconds: number,
  locked: boolean,
) {
  const result = await (locked ? claimLocked : claimAlone)(db, {
    ...of,
    hash: requestHash,
    lease: leaseSeconds,
    lockKey: `${of.userId}:${of.route}:${of.key}`,
  });
  return rowsOf(result).length === 1;
}

/**
 * Claims the key; false when it is held by another request. A claim left unfinished for
 * `leaseSeconds` (its process died between the claim and the reply) is taken over by a retry
 * with the same request, instead of answering 409 for ever.
 */
export function claimKey(db: Db, of: KeyOf, requestHash: string, leaseSeconds: number) {
  return claim(db, of, requestHash, leaseSeconds, false);
}

/**
 * Claims the key inside the caller's transaction, so that the claim commits with the movement
 * or not at all: a crash leaves no claim behind. A second request with the same key fails at
 * once (false) instead of waiting for the first one's row. Takes over an abandoned claim as
 * `claimKey` does.
 */
export function claimKeyInTransaction(
  db: Db,
  of: KeyOf,
  requestHash: string,
  leaseSeconds: number,
) {
  return claim(db, of, requestHash, leaseSeconds, true);
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

// The last statement of every keyed write: built once.
const storeReplyStatement = builtOnce(
  () => sql`update idempotency_keys
    set status_code = ${sql.placeholder('statusCode')}, reply = ${sql.placeholder('reply')}::jsonb
    where user_id = ${sql.placeholder('userId')}::uuid and route = ${sql.placeholder('route')}
      and key = ${sql.placeholder('key')}`,
);

export async function storeReply(db: Db, of: KeyOf, statusCode: number, reply: unknown) {
  await storeReplyStatement(db, { ...of, statusCode, reply: JSON.stringify(reply) });
}

export async function releaseKey(db: Db, of: KeyOf) {
  await db.delete(idempotencyKeys).where(rowOf(of));
}
