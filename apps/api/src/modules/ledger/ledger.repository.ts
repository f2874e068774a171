import { and, asc, eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/database';
import {
  balanceRules,
  balances,
  cardBalances,
  journal,
  ledgerEntries,
  products,
} from '../../db/schema';

export type Account = (typeof ledgerEntries.$inferInsert)['account'];
export type JournalKind = (typeof journal.$inferInsert)['kind'];

export interface Entry {
  userId: string | null;
  account: Account;
  productId: string;
  quantity: number;
  /** A company card's sub-account of `userId` instead of the user's own account. */
  cardId?: string | null;
}

export async function insertJournal(
  db: Db,
  kind: JournalKind,
  referenceId: string,
  entries: Entry[],
) {
  const [row] = await db
    .insert(journal)
    .values({ kind, referenceId })
    .returning({ id: journal.id });
  if (!row) throw new Error('journal was not inserted');
  await db.insert(ledgerEntries).values(entries.map((e) => ({ ...e, journalId: row.id })));
  return row.id;
}

/**
 * Adds to a user's balances; returns the new spendable quantity, or null when the row would go
 * below zero (or does not exist).
 */
export async function applyBalanceDelta(
  db: Db,
  userId: string,
  productId: string,
  delta: { available: number; held: number },
): Promise<number | null> {
  if (delta.available >= 0 && delta.held >= 0) {
    const [row] = await db
      .insert(balances)
      .values({ userId, productId, ...delta })
      .onConflictDoUpdate({
        target: [balances.userId, balances.productId],
        set: {
          available: sql`${balances.available} + ${delta.available}`,
          held: sql`${balances.held} + ${delta.held}`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ available: balances.available });
    return row?.available ?? null;
  }
  // The guard makes the update itself refuse to go negative, under concurrency too.
  const [row] = await db
    .update(balances)
    .set({
      available: sql`${balances.available} + ${delta.available}`,
      held: sql`${balances.held} + ${delta.held}`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(balances.userId, userId),
        eq(balances.productId, productId),
        sql`${balances.available} + ${delta.available} >= 0`,
        sql`${balances.held} + ${delta.held} >= 0`,
      ),
    )
    .returning({ available: balances.available });
  return row?.available ?? null;
}

/**
 * The low-balance latch of the user's rule for the product, moved in the transaction that moved
 * the balance (whose row lock orders every change of that balance): it drops when the spendable
 * quantity falls below the threshold, counting one crossing, and rises again at or above it.
 * Returns the crossing's number when this change was the one that crossed.
 */
export async function latchBalanceRule(
  db: Db,
  userId: string,
  productId: string,
  available: number,
): Promise<number | null> {
  const [row] = await db
    .update(balanceRules)
    .set({
      armed: sql`${balanceRules.threshold} <= ${available}`,
      crossings: sql`${balanceRules.crossings} + case when ${balanceRules.armed} then 1 else 0 end`,
    })
    .where(
      and(
        eq(balanceRules.userId, userId),
        eq(balanceRules.productId, productId),
        sql`${balanceRules.armed} <> (${balanceRules.threshold} <= ${available})`,
      ),
    )
    .returning({ armed: balanceRules.armed, crossings: balanceRules.crossings });
  return row && !row.armed ? row.crossings : null;
}

export function findBalancesOf(db: Db, userId: string, lang: string) {
  return db
    .select({
      productId: products.id,
      code: products.code,
      name: sql<string>`${products.name}->>${lang}`,
      unit: products.unit,
      available: sql<number>`coalesce(${balances.available}, 0)::bigint`.mapWith(Number),
      held: sql<number>`coalesce(${balances.held}, 0)::bigint`.mapWith(Number),
    })
    .from(products)
    .leftJoin(balances, and(eq(balances.productId, products.id), eq(balances.userId, userId)))
    .where(eq(products.active, true))
    .orderBy(asc(products.sortOrder));
}

export async function findBalance(db: Db, userId: string, productId: string) {
  const [row] = await db
    .select({ available: balances.available, held: balances.held })
    .from(balances)
    .where(and(eq(balances.userId, userId), eq(balances.productId, productId)));
  return row ?? { available: 0, held: 0 };
}

/** The user's available fuel, its row locked until the transaction ends. */
export async function lockedAvailable(db: Db, userId: string, productId: string) {
  const [row] = await db
    .select({ available: balances.available })
    .from(balances)
    .where(and(eq(balances.userId, userId), eq(balances.productId, productId)))
    .for('update');
  return row?.available ?? 0;
}

/** Journals whose entries do not sum to zero for some product. */
export async function findUnbalancedJournals(db: Db) {
  const result = await db.execute(sql`
    select journal_id, product_id, sum(quantity)::text as total
    from ledger_entries group by journal_id, product_id having sum(quantity) <> 0 limit 100`);
  return rowsOf<{ journal_id: string; product_id: string; total: string }>(result);
}

/** Adds to a card's sub-account; false when it would go below zero (or does not exist). */
export async function applyCardBalanceDelta(
  db: Db,
  cardId: string,
  productId: string,
  delta: { available: number; held: number },
): Promise<boolean> {
  if (delta.available >= 0 && delta.held >= 0) {
    await db
      .insert(cardBalances)
      .values({ cardId, productId, ...delta })
      .onConflictDoUpdate({
        target: [cardBalances.cardId, cardBalances.productId],
        set: {
          available: sql`${cardBalances.available} + ${delta.available}`,
          held: sql`${cardBalances.held} + ${delta.held}`,
          updatedAt: sql`now()`,
        },
      });
    return true;
  }
  const rows = await db
    .update(cardBalances)
    .set({
      available: sql`${cardBalances.available} + ${delta.available}`,
      held: sql`${cardBalances.held} + ${delta.held}`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(cardBalances.cardId, cardId),
        eq(cardBalances.productId, productId),
        sql`${cardBalances.available} + ${delta.available} >= 0`,
        sql`${cardBalances.held} + ${delta.held} >= 0`,
      ),
    )
    .returning({ cardId: cardBalances.cardId });
  return rows.length === 1;
}

/** Cached card balances that differ from the sum of their entries. */
export async function findCardBalanceDifferences(db: Db) {
  const result = await db.execute(sql`
    with sums as (
      select card_id, product_id,
        coalesce(sum(quantity) filter (where account = 'available'), 0) as available,
        coalesce(sum(quantity) filter (where account = 'held'), 0) as held
      from ledger_entries where card_id is not null group by card_id, product_id)
    select coalesce(b.card_id, s.card_id) as card_id, coalesce(b.product_id, s.product_id) as product_id,
      coalesce(b.available, 0)::text as cached_available, coalesce(s.available, 0)::text as ledger_available,
      coalesce(b.held, 0)::text as cached_held, coalesce(s.held, 0)::text as ledger_held
    from card_balances b full join sums s on s.card_id = b.card_id and s.product_id = b.product_id
    where coalesce(b.available, 0) <> coalesce(s.available, 0) or coalesce(b.held, 0) <> coalesce(s.held, 0)
    limit 100`);
  return rowsOf<Record<string, string>>(result);
}

/** Cached balances that differ from the sum of their entries. */
export async function findBalanceDifferences(db: Db) {
  const result = await db.execute(sql`
    with sums as (
      select user_id, product_id,
        coalesce(sum(quantity) filter (where account = 'available'), 0) as available,
        coalesce(sum(quantity) filter (where account = 'held'), 0) as held
      from ledger_entries where user_id is not null and card_id is null group by user_id, product_id)
    select coalesce(b.user_id, s.user_id) as user_id, coalesce(b.product_id, s.product_id) as product_id,
      coalesce(b.available, 0)::text as cached_available, coalesce(s.available, 0)::text as ledger_available,
      coalesce(b.held, 0)::text as cached_held, coalesce(s.held, 0)::text as ledger_held
    from balances b full join sums s on s.user_id = b.user_id and s.product_id = b.product_id
    where coalesce(b.available, 0) <> coalesce(s.available, 0) or coalesce(b.held, 0) <> coalesce(s.held, 0)
    limit 100`);
  return rowsOf<Record<string, string>>(result);
}
