/**
 * The history's pages (shallow ones built once per combination of filters, deep ones from
 * remembered keys) and their counts, each row naming the product, station, card and other side
 * it concerns. One row in detail: transaction-detail.repository.ts; the filters: history-filters.repository.ts.
 */
import type { Language, TransactionsQuery } from '@fuel/contract';
import { desc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, plainRows, preparedOnce } from '../../db/database';
import { cards, products, stations, transactions, users } from '../../db/schema';
import { rowsToSkip } from '../../lib/paging';
import {
  asPlaceholder,
  asValue,
  type Bind,
  type Filters,
  filters,
  filtersOf,
  filterValues,
  type PageKey,
} from './history-filters.repository';

/** The other side of a movement (a transfer's sender or recipient). */
export const partner = alias(users, 'partner');

const newestFirst = [desc(transactions.createdAt), desc(transactions.id)];

/** Matching rows, counted up to `cap + 1` at most: enough to tell whether there are more. */
export async function countTransactions(db: Db, userId: string, q: TransactionsQuery, cap: number) {
  const matching = db
    .select({ one: sql`1` })
    .from(transactions)
    .where(filters(userId, q))
    .limit(cap + 1)
    .as('matching');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matching);
  return row?.n ?? 0;
}

/** A history row's columns, naming its product, station, other side and card. */
export function rowColumns(lang: Language | Placeholder) {
  return {
    id: transactions.id,
    type: transactions.type,
    statusId: transactions.statusId,
    productId: transactions.productId,
    productName: sql<string>`${products.name}->>${lang}`,
    unit: products.unit,
    quantity: transactions.quantity,
    amount: transactions.amount,
    stationId: transactions.stationId,
    stationName: sql<string | null>`${stations.name}->>${lang}`,
    partnerId: partner.publicId,
    partnerName: sql<
      string | null
    >`coalesce(${partner.companyName}, ${partner.firstName} || ' ' || ${partner.lastName})`,
    createdAt: transactions.createdAt,
    referenceId: transactions.referenceId,
    cardId: transactions.cardId,
    automatic: transactions.automatic,
    fromCardFuel: transactions.fromCardFuel,
    outcome: transactions.outcome,
    outcomeReason: transactions.outcomeReason,
    outcomeCode: transactions.outcomeCode,
    cardLast4: cards.last4,
    cardName: cards.name,
  };
}

const keyColumns = { at: sql<string>`${transactions.createdAt}::text`, id: transactions.id };

/** The newest row the filters match: a deep page's cached keys hold while it stays the same. */
export async function findNewestKey(db: Db, userId: string, q: Filters): Promise<PageKey | null> {
  const [row] = await db
    .select(keyColumns)
    .from(transactions)
    .where(filters(userId, q))
    .orderBy(...newestFirst)
    .limit(1);
  return row ?? null;
}

/**
 * The keys of every `stride`-th row of the next `rows` after `after` (from the newest when
 * null): one walk over the list's index, whose keys later pages start from.
 */
export async function findStrideKeys(
  db: Db,
  userId: string,
  q: Filters,
  after: PageKey | null,
  rows: number,
  stride: number,
): Promise<PageKey[]> {
  const walked = db
    .select({
      at: sql<string>`${transactions.createdAt}::text`.as('at'),
      id: transactions.id,
      n: sql<number>`row_number() over (order by ${transactions.createdAt} desc, ${transactions.id} desc)`.as(
        'n',
      ),
    })
    .from(transactions)
    .where(filters(userId, q, after))
    .orderBy(...newestFirst)
    .limit(rows)
    .as('walked');
  return db
    .select({ at: walked.at, id: walked.id })
    .from(walked)
    .where(sql`${walked.n} % ${stride} = 0`)
    .orderBy(walked.n);
}

/**
 * A shallow page with the count of matching rows up to `cap + 1` on each row, in one
 * statement: the count is an uncorrelated subquery, run once. No row when the page is empty.
 * The history's first pages and the dashboard read this on every visit: its statement is built
 * once per combination of filters and filled with the values at each call (building it again
 * was a quarter of such a read's CPU time, docs/benchmarks.md). With no filter or one, it is
 * prepared by name, so PostgreSQL may keep its plan (planning it was a third of its time).
 */
export function findTransactionsCounted(
  db: Db,
  userId: string,
  lang: Language,
  q: TransactionsQuery,
  cap: number,
) {
  const shape = filtersOf(q).join();
  const statements = countedPages(db);
  let statement = statements.get(shape);
  if (!statement) {
    statement = plainRows(countedPage(db, q));
    statements.set(shape, statement);
  }
  return statement.execute({
    userId,
    lang,
    limit: q.limit,
    skip: rowsToSkip(q),
    counted: cap + 1,
    ...filterValues(q),
  });
}

/**
 * The shallow page's statement for the filters `q` has, with placeholders for every value.
 * With no filter or one it is prepared by name and PostgreSQL may keep one plan for every
 * account (ADR 0046): each filter has an index in the list's order (the filter and
 * `created_at desc, id desc`; a date bounds the list's own), and the count reads the matching
 * rows in that order, which it does not need, so that the plan walks that index and stops at
 * the cap whatever the account's size. (Unordered, a plan kept where one account held most rows counted by reading the whole
 * table, 73 ms for an account of 63 rows.) With several filters the best plan depends on which
 * matches least: planned at each call, unnamed and unordered, as before.
 */
function countedPage(db: Db, q: TransactionsQuery) {
  const userId = sql.placeholder('userId');
  const used = filtersOf(q);
  const kept = used.length <= 1;
  const order = kept
    ? sql` order by ${transactions.createdAt} desc, ${transactions.id} desc`
    : sql``;
  const matching = sql`(select count(*)::int from (select 1 from ${transactions} where ${filters(userId, q, null, asPlaceholder)}${order} limit ${sql.placeholder('counted')}) matching)`;
  return pageQuery(
    db,
    userId,
    sql.placeholder('lang'),
    q,
    { after: null, skip: sql.placeholder('skip') },
    { total: sql<number>`${matching}`.mapWith(Number) },
    asPlaceholder,
  ).prepare(kept ? `history_page_${used[0] ?? 'all'}` : '');
}

// At most one statement per combination of the eight filters (256).
const countedPages = preparedOnce(() => new Map<string, ReturnType<typeof countedPage>>());

/**
 * One page, newest first, `start.skip` rows after `start.after` (or `offset` pages from the
 * newest). The page's ids come from the list's index alone, and only those rows are joined.
 */
export async function findTransactions(
  db: Db,
  userId: string,
  lang: Language,
  q: TransactionsQuery,
  start: { after: PageKey | null; skip: number } = { after: null, skip: rowsToSkip(q) },
) {
  return pageQuery(db, userId, lang, q, start, {});
}

function pageQuery<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Db,
  userId: string | Placeholder,
  lang: Language | Placeholder,
  q: TransactionsQuery,
  start: { after: PageKey | null; skip: number | Placeholder },
  extra: Extra,
  bind: Bind = asValue,
) {
  const page = db
    .select({ id: transactions.id })
    .from(transactions)
    .where(filters(userId, q, start.after, bind))
    .orderBy(...newestFirst)
    .limit(bind('limit', q.limit))
    .offset(start.skip)
    .as('page');
  return db
    .select({ ...rowColumns(lang), ...extra })
    .from(page)
    .innerJoin(transactions, eq(transactions.id, page.id))
    .innerJoin(products, eq(products.id, transactions.productId))
    .leftJoin(stations, eq(stations.id, transactions.stationId))
    .leftJoin(partner, eq(partner.id, transactions.counterpartyId))
    .leftJoin(cards, eq(cards.id, transactions.cardId))
    .orderBy(desc(transactions.createdAt), desc(transactions.id));
}
