import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { AppError } from '../lib/app-error';
import { errorBody } from '../plugins/error-handler';
import { claimKey, findKey, purgeKeys, releaseKey, storeReply } from './idempotency.repository';

const KEY = /^[A-Za-z0-9_-]{8,100}$/;
/** Longer than any value-moving call may take (the bank's timeout included). */
export const IDEMPOTENCY_LEASE_SECONDS = 120;
/** How long a key keeps its reply. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;

export const purgeIdempotencyKeys = (db: Db) => purgeKeys(db, IDEMPOTENCY_TTL_SECONDS);

/**
 * Runs a value-moving call at most once per `Idempotency-Key` (DESIGN §3): a replay gets the
 * stored reply (success or refusal), the same key with another body is 422, and a replay while
 * the first is still running is 409. Without the header the call simply runs.
 */
export async function idempotent<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  run: () => Promise<T>,
): Promise<T> {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return run();
  if (typeof key !== 'string' || !KEY.test(key))
    throw new AppError('BAD_REQUEST', { field: 'Idempotency-Key' });
  const hash = createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');

  if (!(await claimKey(db, userId, key, hash, IDEMPOTENCY_LEASE_SECONDS))) {
    const previous = await findKey(db, userId, key);
    if (!previous || previous.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    if (previous.statusCode === null) throw new AppError('CONFLICT');
    reply.header('idempotent-replay', 'true').status(previous.statusCode);
    return previous.reply as T;
  }
  try {
    const result = await run();
    await storeReply(db, userId, key, 200, result);
    return result;
  } catch (err) {
    // A refusal is an answer too; an unexpected failure frees the key for a retry.
    if (err instanceof AppError && err.statusCode < 500) {
      await storeReply(
        db,
        userId,
        key,
        err.statusCode,
        errorBody(request, err.code, undefined, err.options.params),
      );
    } else {
      await releaseKey(db, userId, key);
    }
    throw err;
  }
}
