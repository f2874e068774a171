import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/database';
import { products } from '../db/schema';
import { checkLedger, postJournal } from '../modules/ledger';

export async function productByCode(db: Db, code: string) {
  const [row] = await db.select().from(products).where(eq(products.code, code));
  if (!row) throw new Error(`no product ${code}`);
  return row;
}

/** Puts fuel on a user's balance as a settled purchase would (thousandths: litres × 1000). */
export async function creditFuel(db: Db, userId: string, productId: string, litres: number) {
  const quantity = Math.round(litres * 1000);
  await db.transaction((tx) =>
    postJournal(tx, 'purchase', randomUUID(), [
      { userId: null, account: 'sales', productId, quantity: -quantity },
      { userId, account: 'available', productId, quantity },
    ]),
  );
}

/** Every test file that moves fuel ends with this: the ledger must add up. */
export async function expectLedgerBalanced(db: Db) {
  const report = await checkLedger(db);
  expect(report.unbalancedJournals).toEqual([]);
  expect(report.balanceDifferences).toEqual([]);
  expect(report.cardBalanceDifferences).toEqual([]);
}
