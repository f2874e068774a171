import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { transactions } from '../../db/schema';

export type NewTransaction = typeof transactions.$inferInsert;

export async function insertTransaction(db: Db, row: NewTransaction): Promise<string> {
  const [inserted] = await db.insert(transactions).values(row).returning({ id: transactions.id });
  if (!inserted) throw new Error('transaction was not inserted');
  return inserted.id;
}

/**
 * Has PostgreSQL gather the history's statistics again after a bulk load (the demo's months),
 * so the planner sees the rows it now holds before the first page is read.
 */
export async function analyzeTransactions(db: Db): Promise<void> {
  await db.execute(sql`analyze transactions`);
}

/**
 * Several history rows in one statement; their ids in the order given. Sent when called
 * (`execute`, not `await` on the query, which sends it a turn later): a message sent beside it
 * (`together`) checks the row it names, so this must reach the database first.
 */
export async function insertTransactions(db: Db, rows: NewTransaction[]): Promise<string[]> {
  const inserted = await db
    .insert(transactions)
    .values(rows)
    .returning({
      id: transactions.id,
      userId: transactions.userId,
      referenceId: transactions.referenceId,
    })
    .execute();
  // Matched by owner and reference rather than trusting the order RETURNING happens to use.
  return rows.map((row) => {
    const match = inserted.find(
      (i) => i.userId === row.userId && i.referenceId === row.referenceId,
    );
    if (!match) throw new Error('transaction was not inserted');
    return match.id;
  });
}

/** Updates the history rows of an order, refuel or transfer; returns whose they are. */
export function updateTransactionsOf(
  db: Db,
  referenceId: string,
  set: Partial<
    Pick<
      NewTransaction,
      'statusId' | 'quantity' | 'stationId' | 'outcome' | 'outcomeReason' | 'outcomeCode'
    >
  >,
): Promise<{ id: string; userId: string }[]> {
  return db
    .update(transactions)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(transactions.referenceId, referenceId))
    .returning({ id: transactions.id, userId: transactions.userId });
}

/** The one of `rows` that is `userId`'s own, for a message that should open it. */
export function ownRowId(rows: { id: string; userId: string }[], userId: string): string | null {
  return rows.find((r) => r.userId === userId)?.id ?? null;
}

/** How `userId`'s history row of an order, refuel or transfer ended (set for status 4 only). */
export async function findOutcome(db: Db, userId: string, referenceId: string) {
  const [row] = await db
    .select({
      outcome: transactions.outcome,
      outcomeCode: transactions.outcomeCode,
      outcomeReason: transactions.outcomeReason,
    })
    .from(transactions)
    .where(and(eq(transactions.referenceId, referenceId), eq(transactions.userId, userId)));
  return row;
}
