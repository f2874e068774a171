import { parseArgs } from 'node:util';
import { CARD_ORDER_STATUSES, type CardOrderStatus } from '@fuel/contract';
import type { Database } from '../db/database';
import { publishOnlyEventHub } from '../lib/event-hub';
import {
  advanceCardOrder,
  groupedCardNumber,
  issueCards,
  listAllCardOrders,
} from '../modules/cards';

export const CARD_ORDER_USAGE = `  card-order list [--status S]   the newest card orders (S: ${CARD_ORDER_STATUSES.join(', ')})
  card-order advance --id ID|--number N [--to S]
                                 move an order to its next step (or to S); the company is notified.
                                 On handed_over the cards are made and their numbers and
                                 activation codes printed for the carriers
  card-stock --count N           make N cards for sale at stations (1-50), nobody's yet: a company
                                 adds one in Cards with its number and activation code (printed)`;

/** Cards for the retailer's stock, sold at a counter and added online by the company that buys one. */
export async function cardStockCommand(
  args: string[],
  withDatabase: <T>(run: (database: Database) => Promise<T>) => Promise<T>,
): Promise<number> {
  const { values } = parseArgs({ args, options: { count: { type: 'string' } } });
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 1 || count > 50) throw new Error(CARD_ORDER_USAGE);
  const cards = await withDatabase(({ db }) => issueCards(db, count));
  console.log(`${count} card(s) in stock:`);
  printCards(cards);
  return 0;
}

function printCards(cards: { number: string; activationCode: string }[]) {
  for (const c of cards)
    console.log(`  card ${groupedCardNumber(c.number)}  activation code ${c.activationCode}`);
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
  const events = publishOnlyEventHub(redisUrl);
  try {
    const done = await withDatabase(({ db }) =>
      advanceCardOrder(
        { db, events: events.hub },
        values.id ? { id: values.id } : { number: Number(values.number) },
        status,
      ),
    );
    console.log(`Order No. ${done.order.number} is now ${done.status}.`);
    printCards(done.cards);
    return 0;
  } finally {
    await events.close();
  }
}
