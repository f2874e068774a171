import type { FastifyBaseLogger } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolUse } from '../db/database';
import type { JobBacklog } from '../jobs/worker';

/** What a scrape reads at the moment it is made: the pool, the queue, the bank, the streams. */
export interface ScrapeSources {
  poolUse(): PoolUse;
  jobBacklog(): Promise<JobBacklog[]>;
  pendingPayments(): Promise<{ count: number; oldestSeconds: number }>;
  liveStreams(): number;
}

/**
 * The series of one app (a registry of its own, so the tests' apps in one process keep theirs
 * apart). Names are in docs/operations.md#metrics; Node's own (memory, CPU, event loop, GC)
 * keep the client's standard names, which the common dashboards expect.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({
    name: 'fuel_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'fuel_http_request_duration_seconds',
    help: 'Time from a request’s arrival to its reply, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const pool = {
    max: gauge('fuel_db_pool_max_connections', 'Connections the database pool may open'),
    open: gauge('fuel_db_pool_connections', 'Database connections open now'),
    idle: gauge('fuel_db_pool_idle_connections', 'Open database connections not in use'),
    waiting: gauge('fuel_db_pool_waiting_queries', 'Queries waiting for a database connection'),
  };
  const jobsWaiting = new Gauge({
    name: 'fuel_jobs_waiting',
    help: 'Background jobs not yet done nor given up, by kind (all servers’ queue)',
    labelNames: ['kind'] as const,
    registers,
  });
  const jobsOldestDue = new Gauge({
    name: 'fuel_jobs_oldest_due_seconds',
    help: 'How long the longest-due waiting job of a kind has been due',
    labelNames: ['kind'] as const,
    registers,
  });
  const paymentsPending = gauge(
    'fuel_payments_pending',
    'Card payments waiting for the bank’s answer (all servers)',
  );
  const paymentsOldest = gauge(
    'fuel_payments_pending_oldest_seconds',
    'Age of the oldest card payment waiting for the bank',
  );
  const liveStreams = gauge('fuel_live_streams', 'Live event streams open on this server');
  const readFailures = new Counter({
    name: 'fuel_metrics_read_failures_total',
    help: 'Scrapes whose database reads (the job queue, pending payments) failed',
    registers,
  });

  function gauge(name: string, help: string): Gauge {
    return new Gauge({ name, help, registers });
  }

  return {
    contentType: registry.contentType,

    /** One answered request; `route` is its pattern (or a fixed word), never the raw address. */
    observeRequest(method: string, route: string, status: number, seconds: number) {
      requests.inc({ method, route, status: String(status) });
      duration.observe({ method, route }, seconds);
    },

    /**
     * Reads the sources and writes the text of every series. A read that fails does not fail
     * the scrape (Node's own series matter most then): the job series are left out, the payment
     * ones are NaN (not known), and `fuel_metrics_read_failures_total` counts it.
     */
    async scrape(sources: ScrapeSources, log: FastifyBaseLogger): Promise<string> {
      const use = sources.poolUse();
      pool.max.set(use.max);
      pool.open.set(use.open);
      if (use.idle !== undefined) pool.idle.set(use.idle);
      if (use.waiting !== undefined) pool.waiting.set(use.waiting);
      liveStreams.set(sources.liveStreams());
      const [backlog, pending] = await Promise.allSettled([
        sources.jobBacklog(),
        sources.pendingPayments(),
      ]);
      jobsWaiting.reset();
      jobsOldestDue.reset();
      if (backlog.status === 'fulfilled') {
        for (const { kind, waiting, oldestDueSeconds } of backlog.value) {
          jobsWaiting.set({ kind }, waiting);
          jobsOldestDue.set({ kind }, oldestDueSeconds);
        }
      } else log.warn({ err: backlog.reason }, 'metrics: the job queue could not be read');
      const known = pending.status === 'fulfilled' ? pending.value : undefined;
      paymentsPending.set(known?.count ?? Number.NaN);
      paymentsOldest.set(known?.oldestSeconds ?? Number.NaN);
      if (pending.status === 'rejected')
        log.warn({ err: pending.reason }, 'metrics: pending payments could not be read');
      if (backlog.status === 'rejected' || pending.status === 'rejected') readFailures.inc();
      return registry.metrics();
    },
  };
}

/**
 * The route label: the pattern the request matched (`:id` stays `:id`), so ids never become
 * labels. A file of the web app is one route each to Fastify: they are counted together, as are
 * requests no route matched (the web app's pages and unknown addresses).
 */
export function routeLabel(pattern: string | undefined): string {
  if (pattern === undefined) return '(unmatched)';
  const last = pattern.slice(pattern.lastIndexOf('/') + 1);
  return last.includes('.') ? '(file)' : pattern;
}
