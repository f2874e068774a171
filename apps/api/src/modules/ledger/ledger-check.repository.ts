/** The ledger check: every balance recomputed from the entries (checkLedger). */
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/database';

/** Journals whose entries do not sum to zero for some product. */
export async function findUnbalancedJournals(db: Db) {
  const result = await db.execute(sql`
    select journal_id, product_id, sum(quantity)::text as total
    from ledger_entries group by journal_id, product_id having sum(quantity) <> 0 limit 100`);
  return rowsOf<{ journal_id: string; product_id: string; total: string }>(result);
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
