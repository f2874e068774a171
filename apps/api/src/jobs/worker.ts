import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import {
  claimDueJobs,
  type Job,
  type JobBacklog,
  jobBacklog,
  markJobDone,
  markJobFailed,
} from './jobs.repository';

export type { JobBacklog };

export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;

/**
 * Polls the jobs table and runs each due job with the handler for its kind. Every kind has a
 * lane of its own (its own claim and loop), so a slow push service never holds back a sign-in
 * code by e-mail or SMS. A job that throws is retried later; one whose process dies is picked
 * up again when its lease runs out.
 */
export class JobWorker {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Map<string, Promise<number>>();
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly handlers: Record<string, JobHandler>,
    private readonly log: FastifyBaseLogger,
    private readonly options = { pollMs: 1000, batch: 10, leaseSeconds: 60 },
  ) {}

  private get kinds(): string[] {
    return Object.keys(this.handlers);
  }

  start(): void {
    this.stopped = false;
    for (const kind of this.kinds) {
      const tick = async () => {
        await this.runLane(kind).catch((err) =>
          this.log.error({ err, kind }, 'job worker tick failed'),
        );
        if (!this.stopped) this.timers.set(kind, setTimeout(tick, this.options.pollMs));
      };
      this.timers.set(kind, setTimeout(tick, 0));
    }
  }

  /** Stops polling and waits for the jobs in hand. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    await Promise.allSettled(this.running.values());
  }

  /** Runs the jobs due now in every lane at once; returns how many were taken. */
  async runOnce(): Promise<number> {
    const taken = await Promise.all(this.kinds.map((kind) => this.runLane(kind)));
    return taken.reduce((a, b) => a + b, 0);
  }

  /** The jobs waiting in the queue, per kind (every process's, not only this worker's). */
  backlog(): Promise<JobBacklog[]> {
    return jobBacklog(this.db);
  }

  /** Runs until nothing is due (for tests and the admin command). */
  async drain(): Promise<void> {
    while ((await this.runOnce()) > 0) {}
  }

  private runLane(kind: string): Promise<number> {
    // One round per lane at a time: a test's runOnce joins the lane's round in progress.
    const current = this.running.get(kind);
    if (current) return current.then(() => this.runLane(kind));
    const round = (async () => {
      const { batch, leaseSeconds } = this.options;
      const taken = await claimDueJobs(this.db, batch, leaseSeconds, kind);
      for (const job of taken) await this.run(job);
      return taken.length;
    })().finally(() => this.running.delete(kind));
    this.running.set(kind, round);
    return round;
  }

  private async run(job: Job): Promise<void> {
    const handler = this.handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job.payload);
      await markJobDone(this.db, job.id);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      this.log.warn(
        { job_id: job.id, kind: job.kind, attempt: job.attempts, err: message },
        'job failed',
      );
      await markJobFailed(this.db, job, message);
    }
  }
}
