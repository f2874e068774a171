import type { Db } from '../db/database';
import { isTransactionConflict } from './db-errors';
import type { Publisher, UserEvent } from './event-hub';
import type { WriteDeps } from './write-deps';

/**
 * The live events a write means to publish, kept until its transaction has committed. It is a
 * `Publisher` like the hub, so what announces a change (`announce`, `announceFill`) takes either.
 */
export type Outbox = Publisher;

/**
 * An Idempotency-Key's claim and its stored reply (idempotency.ts), run first and last inside
 * the write's transaction, so that the key, the write and the reply commit together.
 */
export interface TransactionKey {
  claim(tx: Db): Promise<void>;
  answer(tx: Db, reply: unknown): Promise<void>;
}

/** How often a write that PostgreSQL gave up for a concurrent one is run again, in all. */
const ATTEMPTS = 5;

/**
 * Every write with messages runs through this: `work` runs in one transaction and puts in the
 * outbox what the user's open pages should hear (messages it stored, changed balances, cards,
 * codes); the outbox is published only once the transaction has committed, so a page never
 * shows what was rolled back, and never misses what was written. A transaction PostgreSQL chose
 * as a deadlock victim or could not serialize is run again whole, with a fresh outbox (locks
 * are taken in a fixed order, so this is a safety net, not the plan): the caller gets an
 * answer, never that error. Returns what `work` returned; with `key`, that is also the reply
 * stored for the Idempotency-Key.
 */
export async function writeTransaction<T>(
  deps: WriteDeps,
  work: (tx: Db, outbox: Outbox) => Promise<T>,
  key?: TransactionKey,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const events: { userId: string; event: UserEvent }[] = [];
    const outbox: Outbox = { publish: (userId, event) => events.push({ userId, event }) };
    let result: T;
    try {
      result = await deps.db.transaction(async (tx) => {
        await key?.claim(tx);
        const done = await work(tx, outbox);
        await key?.answer(tx, done);
        return done;
      });
    } catch (err) {
      if (attempt >= ATTEMPTS || !isTransactionConflict(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 10));
      continue;
    }
    for (const { userId, event } of events) deps.events.publish(userId, event);
    return result;
  }
}
