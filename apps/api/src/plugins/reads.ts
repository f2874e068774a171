import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openReadRouter, primaryReads, type ReadRouter } from '../db/replica';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where reads that may lag run: a streaming replica when DATABASE_READ_URL is set (db/replica.ts). */
    reads: ReadRouter;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The read replica, when DATABASE_READ_URL is set (on the embedded database, or without it,
 * every read runs on the one database). A signed-in user's write that succeeded is noted before
 * its reply leaves, so the reads that follow it see it.
 */
export const reads = fp(async (app: FastifyInstance) => {
  const replica = app.config.readReplica;
  if (!replica || app.database.kind !== 'postgres') {
    app.decorate('reads', primaryReads(app.database.db));
    return;
  }
  const router = await openReadRouter({
    primary: app.database.db,
    url: replica.url,
    maxLagMs: replica.maxLagMs,
    redis: app.redis,
    onError: (err, what) => app.log.warn({ err, what }, 'read replica'),
    onState: (state) =>
      app.log[state === 'fresh' ? 'info' : 'warn'](
        { state },
        state === 'fresh' ? 'reading from the replica' : 'reading from the primary only',
      ),
  });
  app.decorate('reads', router);
  app.addHook('onClose', () => router.close());
  app.addHook('onSend', async (request, reply, payload) => {
    if (!WRITES.has(request.method) || reply.statusCode >= 400 || !request.user) return payload;
    await router.wrote(request.user.sub).catch((err: unknown) => {
      request.log.warn({ err }, 'read replica: the write could not be noted');
    });
    return payload;
  });
});
