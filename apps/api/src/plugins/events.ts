import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/** Something a user's open pages should show at once (refuel completed, balance changed…). */
export interface UserEvent {
  type: string;
  data: Record<string, unknown>;
}

export interface EventHub {
  publish(userId: string, event: UserEvent): void;
  subscribe(userId: string, listener: (event: UserEvent) => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    events: EventHub;
  }
}

const CHANNEL = 'fuel-cabinet:user-events';

/**
 * Live updates for the browser. In one process an EventEmitter is enough; with REDIS_URL every
 * event goes through Redis pub/sub so the instance holding the user's connection gets it.
 */
export const events = fp(async (app: FastifyInstance) => {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  let publish = (userId: string, event: UserEvent) => void local.emit(userId, event);

  if (app.config.redisUrl) {
    const pub = new Redis(app.config.redisUrl, { maxRetriesPerRequest: 1 });
    const sub = new Redis(app.config.redisUrl, { maxRetriesPerRequest: 1 });
    await sub.subscribe(CHANNEL);
    sub.on('message', (_channel, message) => {
      const { userId, event } = JSON.parse(message) as { userId: string; event: UserEvent };
      local.emit(userId, event);
    });
    publish = (userId, event) => void pub.publish(CHANNEL, JSON.stringify({ userId, event }));
    app.addHook('onClose', async () => {
      await Promise.all([pub.quit(), sub.quit()]);
    });
  }

  app.decorate('events', {
    publish,
    subscribe: (userId, listener) => {
      local.on(userId, listener);
      return () => void local.off(userId, listener);
    },
  } satisfies EventHub);
});
