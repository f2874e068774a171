import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createEventHub, type EventHub } from '../lib/event-hub';

declare module 'fastify' {
  interface FastifyInstance {
    events: EventHub;
  }
}

/** The live events hub (lib/event-hub.ts), shared by the routes and services of this process. */
export const events = fp(async (app: FastifyInstance) => {
  const { hub, close } = await createEventHub(app.config.redisUrl);
  app.addHook('onClose', close);
  app.decorate('events', hub);
});
