/**
 * Live pages: each one reads GET /api/user/events through nginx as the web app does, and when
 * its stream ends (its instance was killed or stopped) connects again after a second, naming
 * the last event it got (Last-Event-ID). A witness subscribed to the Redis channel every
 * instance publishes to sees every event published; afterwards each page must have received
 * every event of its user published while it was open or away.
 */

import { API_ROUTES, apiUrlOf } from '@fuel/contract';
import { Redis } from 'ioredis';
import { USER_EVENTS_CHANNEL } from '../../src/lib/event-hub';
import { bearer, type Customer } from './fixtures';
import { Client } from './http';
import { sleep } from './processes';

interface Connection {
  upstream: string;
  openedAt: number;
  endedAt?: number;
}

export class LivePage {
  readonly received = new Set<string>();
  readonly connections: Connection[] = [];
  private lastId: string | undefined;
  private stopped = false;
  private current: { close(): void } | undefined;
  private running: Promise<void> | undefined;
  /** Events that arrived in the first burst of a reconnection with Last-Event-ID. */
  resumedEvents = 0;

  constructor(
    readonly customer: Customer,
    private readonly client: Client,
  ) {}

  start(): Promise<void> {
    this.running = this.run();
    return new Promise((resolve) => {
      const wait = () => (this.connections.length ? resolve() : setTimeout(wait, 20));
      wait();
    });
  }

  private async run() {
    while (!this.stopped) {
      const headers: Record<string, string> = {
        ...bearer(this.customer),
        accept: 'text/event-stream',
        ...(this.lastId ? { 'last-event-id': this.lastId } : {}),
      };
      let connection: Connection | undefined;
      let buffer = '';
      const resuming = this.lastId !== undefined;
      const stream = this.client.stream(
        apiUrlOf(API_ROUTES.events.stream),
        headers,
        (status, upstream) => {
          if (status !== 200) return;
          connection = { upstream, openedAt: Date.now() };
          this.connections.push(connection);
        },
        (text) => {
          buffer += text;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const id = /^id: (.+)$/m.exec(block)?.[1];
            if (id) {
              if (resuming && connection && Date.now() - connection.openedAt < 200)
                this.resumedEvents++;
              this.received.add(id);
              this.lastId = id;
            }
            end = buffer.indexOf('\n\n');
          }
        },
      );
      this.current = stream;
      await stream.done;
      if (connection) connection.endedAt = Date.now();
      // The web app waits a second before it connects again (stream.ts, backoffDelay(0)).
      if (!this.stopped) await sleep(1000);
    }
  }

  async stop() {
    this.stopped = true;
    this.current?.close();
    await this.running;
    this.client.close();
  }
}

/** Every event published to the channel, with when the witness saw it. */
export async function witness(redisUrl: string) {
  const sub = new Redis(redisUrl);
  const seen: { userId: string; id: string; at: number }[] = [];
  await sub.subscribe(USER_EVENTS_CHANNEL);
  sub.on('message', (_channel, message) => {
    const { userId, id } = JSON.parse(message) as { userId: string; id: string };
    seen.push({ userId, id, at: Date.now() });
  });
  return {
    seen,
    close: async () => void (await sub.quit()),
  };
}

export function livePage(nginx: URL, customer: Customer): LivePage {
  return new LivePage(customer, new Client(nginx));
}

export interface InstanceStop {
  upstream: string;
  at: number;
}

/**
 * Every page's events: witnessed while it was open (or away between two connections) and not
 * received are missing. A stream that ended because its instance stopped must have been opened
 * again on another instance.
 */
export function checkPages(
  pages: LivePage[],
  seen: { userId: string; id: string; at: number }[],
  cutoff: number,
  stops: InstanceStop[],
) {
  let missing = 0;
  let witnessed = 0;
  let whileAway = 0;
  let drops = 0;
  let movedElsewhere = 0;
  let droppedByStops = 0;
  let longestGapMs = 0;
  for (const page of pages) {
    const first = page.connections[0];
    if (!first) continue;
    const mine = seen.filter(
      (e) => e.userId === page.customer.id && e.at >= first.openedAt && e.at <= cutoff,
    );
    witnessed += mine.length;
    missing += mine.filter((e) => !page.received.has(e.id)).length;
    for (const [i, connection] of page.connections.entries()) {
      const next = page.connections[i + 1];
      if (!next || connection.endedAt === undefined) continue;
      drops++;
      longestGapMs = Math.max(longestGapMs, next.openedAt - connection.endedAt);
      const endedAt = connection.endedAt;
      whileAway += mine.filter((e) => e.at > endedAt && e.at < next.openedAt).length;
      const dropped = lastOf(connection.upstream);
      // Ended by its instance stopping (not, say, by nginx reloading its configuration).
      const stop = stops.find(
        (s) => s.upstream === dropped && endedAt >= s.at - 100 && endedAt - s.at < 10_000,
      );
      if (!stop) continue;
      droppedByStops++;
      if (lastOf(next.upstream) !== dropped) movedElsewhere++;
    }
  }
  return {
    pages: pages.length,
    witnessed,
    received: pages.reduce((a, p) => a + p.received.size, 0),
    missing,
    drops,
    droppedByStops,
    movedElsewhere,
    whileAway,
    resumed: pages.reduce((a, p) => a + p.resumedEvents, 0),
    longestGapMs,
    stillOpen: pages.filter((p) => p.connections.at(-1)?.endedAt === undefined).length,
  };
}

/** The instance that answered: the last one nginx tried. */
export const lastOf = (upstream: string) => upstream.split(',').at(-1)?.trim() ?? '';
