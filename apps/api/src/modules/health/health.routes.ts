import { HEALTH_PATHS, healthReplySchema, readinessReplySchema } from '@fuel/contract';
import type { FastifyBaseLogger, LogLevel } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { jsonBytes, sendJsonBytes } from '../../lib/json-bytes';

type State = 'ok' | 'unavailable';

const REDIS_ANSWER_MS = 1000;

/**
 * The liveness answer, serialized once: it never changes, and checking and serializing it
 * against its schema was a third of a probe's cost (docs/benchmarks.md).
 */
const ALIVE = jsonBytes(healthReplySchema.parse({ status: 'ok' }));

/**
 * What the probes' routes share. A probe is asked every few seconds by each balancer and
 * monitor: its answers are logged only when they warn (a line per probe buried the log), not
 * counted against the per-address limit (the balancer's address would use it up), and carry the
 * API's headers rather than a page's (no browser shows them).
 */
function probe(log: FastifyBaseLogger) {
  // pino's number for warn; a server told to log less (error, silent) keeps its own level.
  const quieter = ((log as { levelVal?: number }).levelVal ?? 0) > 40;
  const logLevel = (quieter ? log.level : 'warn') as LogLevel;
  return { logLevel, config: { rateLimit: false, probe: true } };
}

/**
 * The load balancer's probes: outside `/api` and so outside the contract's route table, they are
 * registered here directly rather than through the route registrar.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const probeOptions = probe(app.log);
  app.get(
    HEALTH_PATHS.live,
    {
      ...probeOptions,
      schema: {
        tags: ['health'],
        summary: 'The process is alive',
        response: { 200: healthReplySchema },
      },
    },
    (_request, reply) => {
      sendJsonBytes(reply, ALIVE);
    },
  );

  app.get(
    HEALTH_PATHS.ready,
    {
      ...probeOptions,
      schema: {
        tags: ['health'],
        summary: 'The process can serve requests (database, and Redis when configured)',
        response: { 200: readinessReplySchema, 503: readinessReplySchema },
      },
    },
    async (request, reply) => {
      const [database, redis] = await Promise.all([
        stateOf(() => app.database.ping(), 'database', request.log),
        app.redis ? redisState(app.redis, request.log) : undefined,
      ]);
      const ok = database === 'ok' && (redis ?? 'ok') === 'ok';
      return reply.status(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'unavailable',
        database,
        ...(redis ? { redis } : {}),
      });
    },
  );
};

/**
 * Redis answers when its connection is up and a PING comes back within a second. A connection
 * that is reconnecting would hold the PING until it gives up; the rate limits that use it fail
 * meanwhile. (The database gets no such limit: a busy pool answers late, and a server taken out
 * of the balancer for being busy would push its load onto the others.)
 */
function redisState(redis: Redis, log: FastifyBaseLogger): Promise<State> {
  if (redis.status !== 'ready') {
    log.warn({ redis: redis.status }, 'readiness: Redis unavailable');
    return Promise.resolve('unavailable');
  }
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer to PING')), REDIS_ANSWER_MS);
  });
  return stateOf(() => Promise.race([redis.ping(), late]), 'Redis', log).finally(() =>
    clearTimeout(timer),
  );
}

async function stateOf(
  check: () => Promise<unknown>,
  what: string,
  log: FastifyBaseLogger,
): Promise<State> {
  try {
    await check();
    return 'ok';
  } catch (err) {
    log.warn({ err }, `readiness: ${what} unavailable`);
    return 'unavailable';
  }
}
