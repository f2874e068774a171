import { isAfterFailedStatement } from '../lib/db-errors';

/**
 * Steps of one transaction that do not wait for each other's results, sent together: on
 * PostgreSQL the pool pipelines a connection's statements (`pipeline: true`), so what the steps
 * send at once reaches the database in one flight instead of a round trip each; PGlite runs
 * them in turn (ADR 0047). The statements run in the order the steps send them: a step must
 * send its statement when called (`builtOnce` does, a query builder's `.execute()` does;
 * `await` on a query builder sends it a turn later).
 *
 * Unlike `Promise.all`, this waits for every step to settle before it answers: a step still
 * sending statements after another failed would otherwise send them once the transaction had
 * ended, on a connection the pool may have lent to another request. It then throws the first
 * failure in the order given, passing over "transaction aborted" (what every statement after a
 * failed one answers) for the failure that caused it.
 */
export async function together<T extends readonly unknown[]>(
  steps: readonly [...{ [K in keyof T]: PromiseLike<T[K]> }],
): Promise<T> {
  const settled = await Promise.allSettled(steps);
  const failures = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason] : []));
  if (failures.length > 0) {
    throw failures.find((f) => !isAfterFailedStatement(f)) ?? failures[0];
  }
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
