import { EventEmitter } from 'node:events';
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

/** The Redis channel every process publishes user events to. */
const CHANNEL = 'fuel-cabinet:user-events';

/**
 * Live updates for the browser. In one process an EventEmitter is enough; with a Redis URL
 * every event goes through Redis pub/sub so the process holding the user's connection gets it.
 */
export async function createEventHub(
  redisUrl: string | undefined,
): Promise<{ hub: EventHub; close(): Promise<void> }> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const subscribe: EventHub['subscribe'] = (userId, listener) => {
    local.on(userId, listener);
    return () => void local.off(userId, listener);
  };
  if (!redisUrl) {
    return {
      hub: { publish: (userId, event) => void local.emit(userId, event), subscribe },
      close: async () => {},
    };
  }
  const pub = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const sub = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  await sub.subscribe(CHANNEL);
  sub.on('message', (_channel, message) => {
    const { userId, event } = JSON.parse(message) as { userId: string; event: UserEvent };
    local.emit(userId, event);
  });
  return {
    hub: {
      publish: (userId, event) => void pub.publish(CHANNEL, JSON.stringify({ userId, event })),
      subscribe,
    },
    close: async () => void (await Promise.all([pub.quit(), sub.quit()])),
  };
}

/**
 * For a process that only announces (the admin command line): events reach open pages through
 * Redis; without it there is no one to tell and they are dropped.
 */
export function publishOnlyEventHub(redisUrl: string | undefined): {
  hub: EventHub;
  close(): Promise<void>;
} {
  if (!redisUrl) return { hub: { publish() {}, subscribe: () => () => {} }, close: async () => {} };
  const pub = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  return {
    hub: {
      publish: (userId, event) => void pub.publish(CHANNEL, JSON.stringify({ userId, event })),
      subscribe: () => () => {},
    },
    close: async () => void (await pub.quit()),
  };
}
