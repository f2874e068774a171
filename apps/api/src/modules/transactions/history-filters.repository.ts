/**
 * Which rows of the history a query matches: its filters as SQL conditions, with each value
 * bound as itself or as a named placeholder of a statement built once, and where a row stands
 * in the list's order.
 */
import type { TransactionStatusId, TransactionsQuery } from '@fuel/contract';
import { and, eq, gte, lt, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { transactions } from '../../db/schema';

/**
 * Where a row stands in the history's order, newest first: its time as PostgreSQL writes it
 * (microseconds kept, which a JavaScript Date would lose) and its id.
 */
export interface PageKey {
  at: string;
  id: string;
}

export type Filters = Omit<TransactionsQuery, 'offset' | 'limit'>;

/**
 * How a value enters a statement: as the value itself, or as a named placeholder of a statement
 * built once and filled at each call (the shallow page, `findTransactionsCounted`).
 */
export type Bind = <T>(name: string, value: T) => T | Placeholder;
export const asValue: Bind = (_name, value) => value;
export const asPlaceholder: Bind = (name) => sql.placeholder(name);

/** The filters a query may have: a statement is built once for each combination in use. */
const FILTER_NAMES = [
  'type',
  'status',
  'product_id',
  'station_id',
  'card_id',
  'start',
  'end',
  'partner_id',
] as const;

/** The filters' values as `filters` binds them, under the placeholders' names. */
export function filterValues(q: Filters): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of FILTER_NAMES) if (q[name]) values[name] = q[name];
  if (q.status) values.status = Number(q.status);
  return values;
}

export function filters(
  userId: string | Placeholder,
  q: Filters,
  after?: PageKey | null,
  bind: Bind = asValue,
): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(transactions.userId, userId)];
  // Rows after `after` in the list's order: one range condition on the list's index.
  if (after) {
    where.push(
      sql`(${transactions.createdAt}, ${transactions.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`,
    );
  }
  if (q.type) where.push(eq(transactions.type, bind('type', q.type)));
  // The contract accepts only the ids of TRANSACTION_STATUSES.
  if (q.status) {
    where.push(eq(transactions.statusId, bind('status', Number(q.status) as TransactionStatusId)));
  }
  if (q.product_id) where.push(eq(transactions.productId, bind('product_id', q.product_id)));
  if (q.station_id) where.push(eq(transactions.stationId, bind('station_id', q.station_id)));
  if (q.card_id) where.push(eq(transactions.cardId, bind('card_id', q.card_id)));
  // Dates are whole days in Yerevan time, end inclusive.
  if (q.start) {
    where.push(
      gte(
        transactions.createdAt,
        sql`(${bind('start', q.start)}::date)::timestamp at time zone 'Asia/Yerevan'`,
      ),
    );
  }
  if (q.end) {
    where.push(
      lt(
        transactions.createdAt,
        sql`(${bind('end', q.end)}::date + 1)::timestamp at time zone 'Asia/Yerevan'`,
      ),
    );
  }
  if (q.partner_id) {
    where.push(
      sql`${transactions.counterpartyId} = (select id from users where public_id = ${bind('partner_id', q.partner_id)})`,
    );
  }
  return and(...where);
}

/** The filters `q` has, by name: one statement for each set of them. */
export const filtersOf = (q: Filters) => FILTER_NAMES.filter((name) => q[name]);
