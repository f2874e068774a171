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
import { findUserById } from '../modules/users';
import { refusalInOptions } from './refusal';

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
  console.log(`${cardsWord(count)} in stock:`);
  printCards(cards);
  return 0;
}

function printCards(cards: { number: string; activationCode: string }[]) {
  for (const c of cards)
    console.log(`  card ${groupedCardNumber(c.number)}  activation code ${c.activationCode}`);
}

const cardsWord = (n: number) => `${n} card${n === 1 ? '' : 's'}`;

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
  if (status && !CARD_ORDER_STATUSES.includes(status))
    throw new Error(
      `Unknown step "${status}": one of ${CARD_ORDER_STATUSES.join(', ')}.\n\n${CARD_ORDER_USAGE}`,
    );
  if (action === 'list') {
    await withDatabase(async ({ db }) => {
      const rows = await listAllCardOrders(db, status);
      for (const row of rows) console.log(await describeOrder(db, row));
      if (rows.length === 0) console.log('No card orders.');
    });
    return 0;
  }
  if (action !== 'advance' || (!values.id && !values.number)) throw new Error(CARD_ORDER_USAGE);
  if (values.number !== undefined && !/^\d{1,9}$/.test(values.number))
    throw new Error(`--number: the order's number, e.g. 1042.\n\n${CARD_ORDER_USAGE}`);
  if (values.id !== undefined && !UUID.test(values.id))
    throw new Error(
      `--id: the order's id as \`card-order list\` prints it.\n\n${CARD_ORDER_USAGE}`,
    );
  const events = publishOnlyEventHub(redisUrl);
  try {
    const done = await withDatabase(({ db }) =>
      advanceCardOrder(
        { db, events: events.hub },
        values.id ? { id: values.id } : { number: Number(values.number) },
        status,
      ),
    ).catch(
      refusalInOptions(CARD_ORDER_USAGE, () => '', {
        NOT_FOUND: 'No card order has that id or number (see `card-order list`).',
        CARD_ORDER_FINAL: 'The order is handed over or cancelled: it can no longer change.',
        CONFLICT: `An order only moves on: --to must be a later step (${FLOW_WORDS}) or cancelled.`,
      }),
    );
    console.log(`Order No. ${done.order.number} is now ${done.status}.`);
    printCards(done.cards);
    return 0;
  } finally {
    await events.close();
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FLOW_WORDS = 'received, produced, ready_for_pickup, handed_over';

/** One order as staff need it to fulfil it: who, how many, where to, the note, and its id. */
async function describeOrder(
  db: Database['db'],
  { order, userId }: Awaited<ReturnType<typeof listAllCardOrders>>[number],
) {
  const company = await findUserById(db, userId);
  const who = company
    ? `${company.companyName ?? `${company.firstName} ${company.lastName}`} (ID ${company.publicId}, ${company.email})`
    : 'a closed account';
  const where = order.station_name
    ? `pick up at ${order.station_name}`
    : `deliver to ${order.address ?? '(no address)'}`;
  return [
    `No. ${order.number}  ${order.status.padEnd(16)} ${cardsWord(order.quantity).padStart(9)}  ${order.created_at}  ${order.id}`,
    `    for ${who}; ${where}`,
    ...(order.note ? [`    note: ${order.note}`] : []),
  ].join('\n');
}
