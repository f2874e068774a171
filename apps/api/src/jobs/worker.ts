import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { claimDueJobs, type Job, markJobDone, markJobFailed } from './jobs.repository';

export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;

/**
 * Polls the jobs table and runs each due job with the handler for its kind. A job that throws
 * is retried later; one whose process dies is picked up again when its lease runs out.
 */
export class JobWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly handlers: Record<string, JobHandler>,
    private readonly log: FastifyBaseLogger,
    private readonly options = { pollMs: 1000, batch: 10, leaseSeconds: 60 },
  ) {}

  start(): void {
    this.stopped = false;
    const tick = async () => {
      await this.runOnce().catch((err) => this.log.error({ err }, 'job worker tick failed'));
      if (!this.stopped) this.timer = setTimeout(tick, this.options.pollMs);
    };
    this.timer = setTimeout(tick, 0);
  }

  /** Stops polling and waits for the jobs in hand. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Runs the jobs due now; returns how many were taken. */
  runOnce(): Promise<number> {
    this.running = (async () => {
      const taken = await claimDueJobs(this.db, this.options.batch, this.options.leaseSeconds);
      for (const job of taken) await this.run(job);
      return taken.length;
    })();
    return this.running;
  }

  /** Runs until nothing is due (for tests and the admin command). */
  async drain(): Promise<void> {
    while ((await this.runOnce()) > 0) {}
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
