import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ReadRouter } from '../db/replica';
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
  app.decorate('events', app.config.readReplica ? noteWritesFirst(hub, app.reads) : hub);
});

/**
 * With a read replica: an event tells its user's page to reload what changed (a transfer from a
 * friend, a refuel completed at the pump), so the change is noted as theirs before the event
 * goes out, and the reload reads it wherever it runs. Each user's events keep their order.
 */
function noteWritesFirst(hub: EventHub, reads: ReadRouter): EventHub {
  const queued = new Map<string, Promise<void>>();
  return {
    ...hub,
    publish(userId, event) {
      const before = queued.get(userId) ?? Promise.resolve();
      const sent = before
        .then(() => reads.wrote(userId))
        .catch(() => {})
        .then(() => hub.publish(userId, event))
        .catch(() => {});
      queued.set(userId, sent);
      void sent.finally(() => {
        if (queued.get(userId) === sent) queued.delete(userId);
      });
    },
  };
}
