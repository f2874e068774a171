import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { jobs } from '../db/schema';
import { createTestDatabase } from '../test/test-database';
import { insertJobs } from './jobs.repository';
import { JobWorker } from './worker';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const log = pino({ level: 'silent' });
const makeDue = () => database.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` });
const jobOf = async (kind: string) => {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.kind, kind));
  if (!row) throw new Error(`no ${kind} job`);
  return row;
};

describe('job worker', () => {
  it('retries a failing job later with backoff and forgets its payload once done', async () => {
    let calls = 0;
    const worker = new JobWorker(
      database.db,
      {
        flaky: async () => {
          calls++;
          if (calls === 1) throw new Error('SMTP server down');
        },
      },
      log,
    );
    await insertJobs(database.db, 'flaky', [{ code: '123456' }]);

    expect(await worker.runOnce()).toBe(1);
    const failed = await jobOf('flaky');
    expect(failed.lastError).toBe('SMTP server down');
    expect(failed.doneAt).toBeNull();
    expect(failed.runAt.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: the backoff holds it back.
    expect(await worker.runOnce()).toBe(0);

    await makeDue();
    expect(await worker.runOnce()).toBe(1);
    const done = await jobOf('flaky');
    expect(done.doneAt).not.toBeNull();
    expect(done.payload).toEqual({});
    expect(calls).toBe(2);
  });

  it('gives up after the last attempt and keeps the error', async () => {
    const worker = new JobWorker(
      database.db,
      {
        broken: async () => {
          throw new Error('mailbox does not exist');
        },
      },
      log,
    );
    await insertJobs(database.db, 'broken', [{}]);
    await database.db.update(jobs).set({ maxAttempts: 2 }).where(eq(jobs.kind, 'broken'));
    await worker.runOnce();
    await makeDue();
    await worker.runOnce();
    const row = await jobOf('broken');
    expect(row.failedAt).not.toBeNull();
    expect(row.attempts).toBe(2);
    await makeDue();
    expect(await worker.runOnce()).toBe(0);
  });

  it('picks a job up again when its worker died holding it', async () => {
    const seen: string[] = [];
    const worker = new JobWorker(
      database.db,
      { lease: async (p) => void seen.push(String(p.n)) },
      log,
    );
    await insertJobs(database.db, 'lease', [{ n: 1 }]);
    // Another process took it and died: its lease has run out.
    await database.db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'`, attempts: 1 })
      .where(eq(jobs.kind, 'lease'));
    await worker.drain();
    expect(seen).toEqual(['1']);
  });

  it('never gives one job to two workers at once', async () => {
    let runs = 0;
    const handlers = { once: async () => void runs++ };
    for (let i = 0; i < 20; i++) await insertJobs(database.db, 'once', [{ i }]);
    const a = new JobWorker(database.db, handlers, log);
    const b = new JobWorker(database.db, handlers, log);
    await Promise.all([a.drain(), b.drain()]);
    expect(runs).toBe(20);
  });

  it('runs each kind in its own lane: a stuck push never holds back a sign-in code', async () => {
    let release: () => void = () => {};
    const pushHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    const mailed: string[] = [];
    const worker = new JobWorker(
      database.db,
      {
        slowpush: () => pushHeld,
        codemail: async (p) => void mailed.push(String(p.code)),
      },
      log,
      { pollMs: 20, batch: 10, leaseSeconds: 60 },
    );
    for (let i = 0; i < 3; i++) await insertJobs(database.db, 'slowpush', [{ i }]);
    await insertJobs(database.db, 'codemail', [{ code: '482913' }]);
    worker.start();
    try {
      await expect.poll(() => mailed, { timeout: 5000 }).toEqual(['482913']);
      // The pushes are all still in hand while the code went out.
      const pending = await database.db.select().from(jobs).where(eq(jobs.kind, 'slowpush'));
      expect(pending.every((j) => j.doneAt === null)).toBe(true);
    } finally {
      release();
      await worker.stop();
    }
  });
});
