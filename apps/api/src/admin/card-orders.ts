import { parseArgs } from 'node:util';
import { CARD_ORDER_STATUSES, type CardOrderStatus } from '@fuel/contract';
import { Redis } from 'ioredis';
import type { Database } from '../db/database';
import { advanceCardOrder, listAllCardOrders } from '../modules/cards';
import type { EventHub } from '../plugins/events';

export const CARD_ORDER_USAGE = `  card-order list [--status S]   the newest card orders (S: ${CARD_ORDER_STATUSES.join(', ')})
  card-order advance --id ID|--number N [--to S]
                                 move an order to its next step (or to S); the company is notified.
                                 On handed_over the cards are made and their numbers and
                                 activation codes printed for the carriers`;

/** Events from this process reach open pages only through Redis; without it they are dropped. */
function eventsFor(redisUrl: string | undefined): { hub: EventHub; close(): Promise<void> } {
  if (!redisUrl) return { hub: { publish() {}, subscribe: () => () => {} }, close: async () => {} };
  const pub = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  return {
    hub: {
      publish: (userId, event) =>
        void pub.publish('fuel-cabinet:user-events', JSON.stringify({ userId, event })),
      subscribe: () => () => {},
    },
    close: async () => void (await pub.quit()),
  };
}

export async function cardOrderCommand(
  args: string[],
  withDatabase: <T>(run: (database: Database) => Promise<T>) => Promise<T>,
  redisUrl: string | undefined,
): Promise<number> {
  const [action, ...rest] = args;
  const { values } = parseArgs({
    args: rest,
    options: {
      id: { type: 'string' },
      number: { type: 'string' },
      to: { type: 'string' },
      status: { type: 'string' },
    },
  });
  const status = (values.to ?? values.status) as CardOrderStatus | undefined;
  if (status && !CARD_ORDER_STATUSES.includes(status)) throw new Error(CARD_ORDER_USAGE);
  if (action === 'list') {
    const rows = await withDatabase(({ db }) => listAllCardOrders(db, status));
    for (const o of rows)
      console.log(
        `No. ${o.number}  ${o.status.padEnd(16)} ${String(o.quantity).padStart(3)} cards  ${o.createdAt.toISOString()}  ${o.id}`,
      );
    if (rows.length === 0) console.log('No card orders.');
    return 0;
  }
  if (action !== 'advance' || (!values.id && !values.number)) throw new Error(CARD_ORDER_USAGE);
  const events = eventsFor(redisUrl);
  try {
    const done = await withDatabase(({ db }) =>
      advanceCardOrder(
        { db, events: events.hub },
        values.id ? { id: values.id } : { number: Number(values.number) },
        status,
      ),
    );
    console.log(`Order No. ${done.order.number} is now ${done.status}.`);
    for (const c of done.cards)
      console.log(
        `  card ${c.number.replace(/(\d{4})(?=\d)/g, '$1 ')}  activation code ${c.activationCode}`,
      );
    return 0;
  } finally {
    await events.close();
  }
}
