import { HEALTH_PATHS, healthReplySchema, readinessReplySchema } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    HEALTH_PATHS.live,
    {
      schema: {
        tags: ['health'],
        summary: 'The process is alive',
        response: { 200: healthReplySchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    HEALTH_PATHS.ready,
    {
      schema: {
        tags: ['health'],
        summary: 'The process can serve requests (database reachable)',
        response: { 200: readinessReplySchema, 503: readinessReplySchema },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (err) {
        request.log.warn({ err }, 'readiness: database unavailable');
        return reply.status(503).send({ status: 'unavailable', database: 'unavailable' });
      }
    },
  );
};
