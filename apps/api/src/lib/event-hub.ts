import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { LiveEvent } from '@fuel/contract';
import { Redis } from 'ioredis';

/** Something a user's open pages should show at once: one of the contract's live events. */
export type UserEvent = LiveEvent;

/** An event with the id it was published under (the same in every process) for the stream. */
export interface StampedEvent {
  id: string;
  event: UserEvent;
}

/** Where live events are published: the hub itself, or a transaction's outbox (write-transaction.ts). */
export interface Publisher {
  publish(userId: string, event: UserEvent): void;
}

export interface EventHub extends Publisher {
  subscribe(userId: string, listener: (event: UserEvent, id: string) => void): () => void;
  /**
   * The user's events this process saw in the last `REPLAY.windowMs`, oldest first. A page
   * reads its data and opens its stream side by side: an event published between the two would
   * be lost, so a new stream starts with these and the page drops those it has seen by id.
   */
  recent(userId: string): StampedEvent[];
  /**
   * The user's events this process saw after the one with `lastId` (a reconnecting page's
   * Last-Event-ID), oldest first; undefined when this process does not hold that event (older
   * than the window, or seen before this process started), so the caller falls back to `recent`.
   * Every process sees the events in one order (Redis delivers a channel's messages in order).
   */
  since(userId: string, lastId: string): StampedEvent[] | undefined;
  /** How many listeners this process has now: each open live stream is one. */
  listening(): number;
}

/** How far back a new stream looks, and how many events (of all users) a process keeps for it. */
export const REPLAY = { windowMs: 15_000, maxEvents: 10_000 };

/** The Redis channel every process publishes user events to (a test listens in on it). */
export const USER_EVENTS_CHANNEL = 'fuel-cabinet:user-events';

interface Delivery extends StampedEvent {
  userId: string;
}

const stamp = (userId: string, event: UserEvent): Delivery => ({ userId, event, id: randomUUID() });

/**
 * Publishing never fails its caller (a payment being settled, a job): an event Redis does not
 * take (unreachable, or its connection already closed) is not shown live, and the pages read it
 * when they next load. Left unhandled, the rejected publish would end the whole process.
 */
/**
 * The hub's own Redis connections. Their errors while Redis is away are not logged here: the
 * app's shared connection (plugins/redis.ts) logs them once and readiness reports them, and
 * ioredis reconnects by itself. Without a listener it would print "Unhandled error event" for
 * every attempt.
 */
function hubConnection(redisUrl: string): Redis {
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  connection.on('error', () => {});
  return connection;
}

const publisher = (pub: Redis) => (userId: string, event: UserEvent) => {
  pub.publish(USER_EVENTS_CHANNEL, JSON.stringify(stamp(userId, event))).catch(() => {});
};

/**
 * Live updates for the browser. In one process an EventEmitter is enough; with a Redis URL
 * every event goes through Redis pub/sub so the process holding the user's connection gets it.
 */
export async function createEventHub(
  redisUrl: string | undefined,
): Promise<{ hub: EventHub; close(): Promise<void> }> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const kept = recentEvents();
  const deliver = (delivery: Delivery) => {
    kept.add(delivery);
    local.emit(delivery.userId, delivery.event, delivery.id);
  };
  let listening = 0;
  const subscribe: EventHub['subscribe'] = (userId, listener) => {
    local.on(userId, listener);
    listening++;
    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      listening--;
      local.off(userId, listener);
    };
  };
  if (!redisUrl) {
    return {
      hub: {
        publish: (userId, event) => deliver(stamp(userId, event)),
        subscribe,
        recent: kept.of,
        since: kept.since,
        listening: () => listening,
      },
      close: async () => {},
    };
  }
  const pub = hubConnection(redisUrl);
  const sub = hubConnection(redisUrl);
  await sub.subscribe(USER_EVENTS_CHANNEL);
  sub.on('message', (_channel, message) => deliver(JSON.parse(message) as Delivery));
  return {
    hub: {
      publish: publisher(pub),
      subscribe,
      recent: kept.of,
      since: kept.since,
      listening: () => listening,
    },
    close: async () => void (await Promise.all([pub.quit(), sub.quit()])),
  };
}

/**
 * The events of the last `REPLAY.windowMs`, in arrival order, timed by this process's clock (so
 * processes need not agree on the time). Old ones are dropped as new ones come; the count is
 * capped so a burst cannot grow it without bound.
 */
function recentEvents() {
  const entries: (Delivery & { at: number })[] = [];
  let head = 0;
  const expired = (now: number) => {
    const oldest = entries[head];
    if (!oldest) return false;
    return oldest.at < now - REPLAY.windowMs || entries.length - head > REPLAY.maxEvents;
  };
  const dropOld = (now: number) => {
    while (expired(now)) head++;
    // Compact now and then instead of shifting the array on every drop.
    if (head > 1024 && head * 2 > entries.length) {
      entries.splice(0, head);
      head = 0;
    }
  };
  return {
    add(delivery: Delivery) {
      const now = Date.now();
      entries.push({ ...delivery, at: now });
      dropOld(now);
    },
    of: (userId: string): StampedEvent[] => {
      const since = Date.now() - REPLAY.windowMs;
      const out: StampedEvent[] = [];
      for (let i = head; i < entries.length; i++) {
        const e = entries[i];
        if (e && e.userId === userId && e.at >= since) out.push({ id: e.id, event: e.event });
      }
      return out;
    },
    since: (userId: string, lastId: string): StampedEvent[] | undefined => {
      const oldest = Date.now() - REPLAY.windowMs;
      let out: StampedEvent[] | undefined;
      for (let i = head; i < entries.length; i++) {
        const e = entries[i];
        if (!e || e.userId !== userId || e.at < oldest) continue;
        if (out) out.push({ id: e.id, event: e.event });
        else if (e.id === lastId) out = [];
      }
      return out;
    },
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
  if (!redisUrl) return { hub: silentEventHub, close: async () => {} };
  const pub = hubConnection(redisUrl);
  return {
    hub: {
      ...silentEventHub,
      publish: publisher(pub),
    },
    close: async () => void (await pub.quit()),
  };
}

/** A hub that tells no one: for seeding, where nobody is watching. */
export const silentEventHub: EventHub = {
  publish() {},
  subscribe: () => () => {},
  recent: () => [],
  since: () => undefined,
  listening: () => 0,
};
