/** The ledger check: every balance recomputed from the entries (checkLedger). */
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/database';

/** Journals whose entries do not sum to zero for some product. */
export async function findUnbalancedJournals(db: Db) {
  const result = await db.execute(sql`
    select journal_id, product_id, sum(quantity)::text as total
    from ledger_entries group by journal_id, product_id having sum(quantity) <> 0 limit 100`);
  return rowsOf<{ journal_id: string; product_id: string; total: string }>(result);
}

/**
 * Cached balances of one kind that differ from the sum of their entries: each holder's
 * (`user_id` or `card_id`) available and held quantity per product, in `cached` against the
 * entries `scope` selects. Both sides are joined in full, so a row missing on either side shows.
 */
async function findDifferences(db: Db, holder: 'user_id' | 'card_id', cached: SQL, scope: SQL) {
  const key = sql.raw(holder);
  const result = await db.execute(sql`
    with sums as (
      select ${key}, product_id,
        coalesce(sum(quantity) filter (where account = 'available'), 0) as available,
        coalesce(sum(quantity) filter (where account = 'held'), 0) as held
      from ledger_entries where ${scope} group by ${key}, product_id)
    select coalesce(b.${key}, s.${key}) as ${key}, coalesce(b.product_id, s.product_id) as product_id,
      coalesce(b.available, 0)::text as cached_available, coalesce(s.available, 0)::text as ledger_available,
      coalesce(b.held, 0)::text as cached_held, coalesce(s.held, 0)::text as ledger_held
    from ${cached} b full join sums s on s.${key} = b.${key} and s.product_id = b.product_id
    where coalesce(b.available, 0) <> coalesce(s.available, 0) or coalesce(b.held, 0) <> coalesce(s.held, 0)
    limit 100`);
  return rowsOf<Record<string, string>>(result);
}

/** Cached card balances that differ from the sum of their entries. */
export function findCardBalanceDifferences(db: Db) {
  return findDifferences(db, 'card_id', sql`card_balances`, sql`card_id is not null`);
}

/** Cached balances that differ from the sum of their entries. */
export function findBalanceDifferences(db: Db) {
  return findDifferences(
    db,
    'user_id',
    sql`balances`,
    sql`user_id is not null and card_id is null`,
  );
}
