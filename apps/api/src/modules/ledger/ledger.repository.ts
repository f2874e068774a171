/** The ledger's writes: a movement's journal and entries, and the balances it moves. */
import { and, eq, sql } from 'drizzle-orm';
import { builtOncePerLength, type Db, placeholderRows, rowsOf, valuesOf } from '../../db/database';
import { cardBalances, journal, type ledgerEntries } from '../../db/schema';

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

const ENTRY_COLUMNS: [string, string][] = [
  ['user', 'uuid'],
  ['account', 'text'],
  ['product', 'uuid'],
  ['quantity', 'bigint'],
  ['card', 'uuid'],
];

// The journal and its entries, built once per number of entries.
const insertJournalStatement = builtOncePerLength(
  (length) => sql`
    with j as (insert into journal (kind, reference_id)
      values (${sql.placeholder('kind')}, ${sql.placeholder('referenceId')}::uuid) returning id)
    insert into ledger_entries (journal_id, user_id, account, product_id, quantity, card_id)
    select j.id, e.user_id, e.account, e.product_id, e.quantity, e.card_id
    from j cross join (values ${placeholderRows(length, ENTRY_COLUMNS)})
      as e(user_id, account, product_id, quantity, card_id)
    returning journal_id`,
);

/** The journal and its entries in one statement: one round trip, whatever the entry count. */
export async function insertJournal(
  db: Db,
  kind: JournalKind,
  referenceId: string,
  entries: Entry[],
): Promise<string> {
  const result = await insertJournalStatement(db, entries.length, {
    kind,
    referenceId,
    ...valuesOf(entries, {
      user: (e) => e.userId,
      account: (e) => e.account,
      product: (e) => e.productId,
      quantity: (e) => e.quantity,
      card: (e) => e.cardId ?? null,
    }),
  });
  const [row] = rowsOf<{ journal_id: string }>(result);
  if (!row) throw new Error('journal was not inserted');
  return row.journal_id;
}

/**
 * Dates a journal at the moment its movement happened, for history carried over from before the
 * ledger kept it (the demo accounts' months of history): statements place a movement in its
 * month by the journal's time, and an opening balance sums the journals before it.
 */
export async function dateJournal(db: Db, journalId: string, at: Date): Promise<void> {
  await db.update(journal).set({ createdAt: at }).where(eq(journal.id, journalId));
}

export interface UserDelta {
  userId: string;
  productId: string;
  available: number;
  held: number;
}

export interface AppliedDelta {
  userId: string;
  productId: string;
  /** The new balance; negative parts never come back (the row is refused instead). */
  available: number;
  held: number;
  /** Set when this change made the spendable quantity fall below the user's threshold. */
  crossing: number | null;
}

// The proposed row must pass the table's checks before its conflict is seen, so it carries
// the credit part only; the update adds the signed delta, looked up by the row's key.
const delta = (column: 'available' | 'held') =>
  sql.raw(
    `(select d.${column} from d where d.user_id = excluded.user_id and d.product_id = excluded.product_id)`,
  );

const DELTA_COLUMNS: [string, string][] = [
  ['user', 'uuid'],
  ['product', 'uuid'],
  ['available', 'bigint'],
  ['held', 'bigint'],
];

// Built once per number of deltas.
const applyUserDeltasStatement = builtOncePerLength(
  (length) => sql`
    with d (user_id, product_id, available, held) as (
      values ${placeholderRows(length, DELTA_COLUMNS)}),
    b as (
      insert into balances (user_id, product_id, available, held)
      select d.user_id, d.product_id, greatest(d.available, 0), greatest(d.held, 0) from d
      where (d.available >= 0 and d.held >= 0)
        or exists (select 1 from balances x where x.user_id = d.user_id and x.product_id = d.product_id)
      order by d.user_id, d.product_id
      on conflict (user_id, product_id) do update set
        available = balances.available + ${delta('available')},
        held = balances.held + ${delta('held')},
        updated_at = now()
      where balances.available + ${delta('available')} >= 0
        and balances.held + ${delta('held')} >= 0
      returning user_id, product_id, available, held
    ),
    r as (
      update balance_rules set
        armed = balance_rules.threshold <= b.available,
        crossings = balance_rules.crossings + case when balance_rules.armed then 1 else 0 end
      from b join d on d.user_id = b.user_id and d.product_id = b.product_id
      where balance_rules.user_id = b.user_id and balance_rules.product_id = b.product_id
        and d.available <> 0
        and balance_rules.armed <> (balance_rules.threshold <= b.available)
      returning balance_rules.user_id, balance_rules.product_id, balance_rules.armed, balance_rules.crossings
    )
    select b.user_id, b.product_id, b.available::text, b.held::text, r.armed, r.crossings
    from b left join r on r.user_id = b.user_id and r.product_id = b.product_id`,
);

/**
 * Adds to several users' balances in one statement, and moves their low-balance latches with
 * them. Rows are locked in (user, product) order — the insert takes them in the order of its
 * sorted source — so two movements touching the same rows cannot deadlock. A row that would
 * go below zero (or does not exist for a debit) is left untouched and missing from the result.
 *
 * The latch of a rule moves in the same statement as its balance (whose row lock orders every
 * change of that balance): it drops when the spendable quantity falls below the threshold,
 * counting one crossing, and rises again at or above it. Only deltas that move `available`
 * touch it.
 */
export async function applyUserDeltas(db: Db, deltas: UserDelta[]): Promise<AppliedDelta[]> {
  if (deltas.length === 0) return [];
  const result = await applyUserDeltasStatement(
    db,
    deltas.length,
    valuesOf(deltas, {
      user: (d) => d.userId,
      product: (d) => d.productId,
      available: (d) => d.available,
      held: (d) => d.held,
    }),
  );
  return rowsOf<{
    user_id: string;
    product_id: string;
    available: string;
    held: string;
    armed: boolean | null;
    crossings: number | null;
  }>(result).map((row) => ({
    userId: row.user_id,
    productId: row.product_id,
    available: Number(row.available),
    held: Number(row.held),
    crossing: row.armed === false && row.crossings !== null ? Number(row.crossings) : null,
  }));
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
