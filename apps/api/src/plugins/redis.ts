import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis connection for commands (the shared rate limits), when REDIS_URL is set. */
    redis: Redis | undefined;
  }
}

/**
 * One Redis connection for commands, shared by the rate limits and the readiness check, so
 * `/readyz` asks the very connection the limits depend on. The live events hold their own two
 * (lib/event-hub.ts): a subscribed connection can send nothing else.
 */
export const redis = fp(async (app: FastifyInstance) => {
  const client = app.config.redisUrl
    ? new Redis(app.config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1 })
    : undefined;
  if (client) {
    // It reconnects by itself; each failed try is logged (readiness answers 503 meanwhile).
    client.on('error', (err) => app.log.warn({ err }, 'Redis connection error'));
    app.addHook('onClose', async () => void (await client.quit()));
  }
  app.decorate('redis', client);
});
