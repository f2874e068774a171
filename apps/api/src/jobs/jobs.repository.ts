import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { builtOnce, type Db } from '../db/database';
import { jobs } from '../db/schema';

export type Job = typeof jobs.$inferSelect;

// Nearly every write queues a job (a push, an e-mail, a receipt), so the statement is built
// once; the payloads go as one JSON array, one text for any number of them.
const insertJobsStatement = builtOnce(
  () =>
    sql`insert into ${jobs} (${sql.identifier(jobs.kind.name)}, ${sql.identifier(jobs.payload.name)})
      select ${sql.placeholder('kind')}, value from jsonb_array_elements(${sql.placeholder('payloads')}::jsonb)`,
);

/** Jobs of one kind in one statement (one, a write's messages, an operator's broadcast). */
export async function insertJobs(db: Db, kind: string, payloads: object[]): Promise<void> {
  if (payloads.length === 0) return;
  await insertJobsStatement(db, { kind, payloads: JSON.stringify(payloads) });
}

/**
 * Takes up to `limit` due jobs of one kind and leases them for `leaseSeconds`; SKIP LOCKED lets
 * several workers (processes) share the table without taking the same job.
 */
export async function claimDueJobs(
  db: Db,
  limit: number,
  leaseSeconds: number,
  kind: string,
): Promise<Job[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, kind),
        isNull(jobs.doneAt),
        isNull(jobs.failedAt),
        lte(jobs.runAt, sql`now()`),
        sql`(${jobs.lockedUntil} is null or ${jobs.lockedUntil} < now())`,
      ),
    )
    .orderBy(jobs.runAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      attempts: sql`${jobs.attempts} + 1`,
      lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(sql`${jobs.id} in (${due})`)
    .returning();
}

export async function markJobDone(db: Db, id: string): Promise<void> {
  // The payload may hold a login code or a link token: keep nothing once delivered.
  await db
    .update(jobs)
    .set({ doneAt: sql`now()`, lockedUntil: null, payload: {} })
    .where(eq(jobs.id, id));
}

/** Schedules another try with exponential backoff, or gives up after the last attempt. */
export async function markJobFailed(db: Db, job: Job, error: string): Promise<void> {
  const giveUp = job.attempts >= job.maxAttempts;
  const delaySeconds = Math.min(5 * 2 ** (job.attempts - 1), 3600);
  await db
    .update(jobs)
    .set({
      lastError: error.slice(0, 2000),
      lockedUntil: null,
      ...(giveUp
        ? { failedAt: sql`now()` }
        : { runAt: sql`now() + make_interval(secs => ${delaySeconds})` }),
    })
    .where(eq(jobs.id, job.id));
}

/** Jobs of one kind not yet done nor given up, and how long the longest-due of them has waited. */
export interface JobBacklog {
  kind: string;
  waiting: number;
  /** Seconds since the oldest job that may run now became due; 0 when none is due yet. */
  oldestDueSeconds: number;
}

/** The queue per kind, for the metrics: one read of the partial index on waiting jobs. */
export async function jobBacklog(db: Db): Promise<JobBacklog[]> {
  return db
    .select({
      kind: jobs.kind,
      waiting: sql<number>`count(*)::int`,
      oldestDueSeconds: sql<number>`coalesce(extract(epoch from now() - min(${jobs.runAt}) filter (where ${jobs.runAt} <= now())), 0)::float`,
    })
    .from(jobs)
    .where(and(isNull(jobs.doneAt), isNull(jobs.failedAt)))
    .groupBy(jobs.kind);
}
