import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { AppError } from '../lib/app-error';
import { appErrorBody } from '../lib/error-body';
import type { TransactionKey } from '../lib/write-transaction';
import {
  claimKey,
  claimKeyInTransaction,
  findKey,
  type KeyOf,
  purgeKeys,
  releaseKey,
  storeRefusal,
  storeReply,
} from './idempotency.repository';

const KEY = /^[A-Za-z0-9_-]{8,100}$/;
/** Longer than any value-moving call may take (the bank's timeout included). */
export const IDEMPOTENCY_LEASE_SECONDS = 120;
/** How long a key keeps its reply. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;

export const purgeIdempotencyKeys = (db: Db) => purgeKeys(db, IDEMPOTENCY_TTL_SECONDS);

/**
 * Runs a value-moving call at most once per `Idempotency-Key` (DESIGN §3): a replay gets the
 * stored reply (success or refusal), the same key with another body is 422, and a replay while
 * the first is still running is 409. Without the header the call simply runs. A key belongs to
 * the route it was sent to: the same key sent to another route is another request.
 */
function keyOf(request: FastifyRequest, userId: string) {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !KEY.test(key))
    throw new AppError('BAD_REQUEST', { field: 'Idempotency-Key' });
  const hash = createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
  const of: KeyOf = { userId, route: `${request.method} ${request.routeOptions.url}`, key };
  return { of, hash };
}

/** The answer to a key that could not be claimed: the stored reply, 409 (still running) or 422. */
async function answerOfClaimed(db: Db, reply: FastifyReply, of: KeyOf, hash: string) {
  const previous = await findKey(db, of);
  // Not visible yet: the first request's transaction still holds it.
  if (!previous) throw new AppError('REQUEST_IN_PROGRESS');
  if (previous.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  if (previous.statusCode === null) throw new AppError('REQUEST_IN_PROGRESS');
  reply.header('idempotent-replay', 'true').status(previous.statusCode);
  return previous.reply;
}

/**
 * The key's claim and reply as a write's transaction runs them (`writeTransaction`'s `key`):
 * `claim` first, `answer` with the reply last, so that the key, the movement and the reply
 * commit together (one commit instead of three, and a crash leaves no claim without a reply).
 */
export type Once = TransactionKey;

/** For calls made without an `Idempotency-Key`, and from places that have none. */
export const ALWAYS: Once = { claim: async () => {}, answer: async () => {} };

const isRefusal = (err: unknown): err is AppError =>
  err instanceof AppError && err.statusCode < 500;

/**
 * One rule for which wrapper a value-moving route uses (DESIGN §3, docs/features.md):
 *
 * - `idempotentInTransaction`, whenever the call is one transaction of ours (transfers, approved
 *   asks, refuel and card codes, card loads): the service passes `once` to `writeTransaction`,
 *   which claims the key first and stores the reply last inside the write's transaction. A
 *   refusal (4xx) rolls the claim back with the movement and is then kept as the key's answer
 *   on its own; any other failure leaves nothing, so a retry runs again.
 * - `idempotent`, only when the call waits on an outside system between its transactions (a
 *   payment: the bank is asked while no transaction is open): the same, but the claim is a
 *   statement of its own, held as a lease (`IDEMPOTENCY_LEASE_SECONDS`) while the bank answers,
 *   and released when the call fails unexpectedly.
 */
export function idempotentInTransaction<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  run: (once: Once) => Promise<T>,
): Promise<T> {
  return withKey(db, request, reply, userId, run, 'in-transaction');
}

/** `idempotentInTransaction` for a call around the bank: the claim commits on its own first. */
export function idempotent<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  run: () => Promise<T>,
): Promise<T> {
  return withKey(
    db,
    request,
    reply,
    userId,
    async (once) => {
      await once.claim(db);
      const result = await run();
      await once.answer(db, result);
      return result;
    },
    'own-statement',
  );
}

async function withKey<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  run: (once: Once) => Promise<T>,
  claimed: 'in-transaction' | 'own-statement',
): Promise<T> {
  const sent = keyOf(request, userId);
  if (!sent) return run(ALWAYS);
  const { of, hash } = sent;
  const ownStatement = claimed === 'own-statement';
  const claimOf = ownStatement ? claimKey : claimKeyInTransaction;
  const taken = new Error('idempotency key taken');
  const once: Once = {
    claim: async (tx) => {
      if (!(await claimOf(tx, of, hash, IDEMPOTENCY_LEASE_SECONDS))) throw taken;
    },
    answer: (tx, result) => storeReply(tx, of, 200, result),
  };
  try {
    return await run(once);
  } catch (err) {
    if (err === taken) return (await answerOfClaimed(db, reply, of, hash)) as T;
    // A refusal is an answer too; a claim of its own is freed by any other failure, for a retry.
    if (isRefusal(err)) {
      const body = appErrorBody(request, err);
      if (ownStatement) await storeReply(db, of, err.statusCode, body);
      else await storeRefusal(db, of, hash, err.statusCode, body);
    } else if (ownStatement) {
      await releaseKey(db, of);
    }
    throw err;
  }
}
