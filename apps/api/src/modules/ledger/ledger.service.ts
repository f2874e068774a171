import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import {
  applyBalanceDelta,
  type Entry,
  findBalanceDifferences,
  findUnbalancedJournals,
  insertJournal,
  type JournalKind,
} from './ledger.repository';

/**
 * Posts one movement inside the caller's transaction: the entries must sum to zero per product,
 * and no user account may go below zero (422 INSUFFICIENT_BALANCE, nothing written). Balance
 * rows are touched in a fixed order so that two opposite transfers cannot deadlock.
 */
export async function postJournal(
  db: Db,
  kind: JournalKind,
  referenceId: string,
  entries: Entry[],
) {
  const totals = new Map<string, number>();
  for (const e of entries) {
    if (!Number.isSafeInteger(e.quantity))
      throw new Error(`quantity ${e.quantity} is not an integer`);
    totals.set(e.productId, (totals.get(e.productId) ?? 0) + e.quantity);
  }
  for (const [productId, total] of totals) {
    if (total !== 0) throw new Error(`journal ${kind} does not balance for ${productId}: ${total}`);
  }

  const deltas = new Map<
    string,
    { userId: string; productId: string; available: number; held: number }
  >();
  for (const e of entries) {
    if (!e.userId) continue;
    const key = `${e.userId}:${e.productId}`;
    const d = deltas.get(key) ?? {
      userId: e.userId,
      productId: e.productId,
      available: 0,
      held: 0,
    };
    if (e.account === 'available') d.available += e.quantity;
    else if (e.account === 'held') d.held += e.quantity;
    deltas.set(key, d);
  }
  for (const key of [...deltas.keys()].sort()) {
    const d = deltas.get(key);
    if (!d) continue;
    const ok = await applyBalanceDelta(db, d.userId, d.productId, d);
    if (!ok) throw new AppError('INSUFFICIENT_BALANCE');
  }
  return insertJournal(db, kind, referenceId, entries);
}

export interface LedgerReport {
  unbalancedJournals: Awaited<ReturnType<typeof findUnbalancedJournals>>;
  balanceDifferences: Awaited<ReturnType<typeof findBalanceDifferences>>;
}

/** Recomputes every balance from the entries; a clean ledger has nothing to report. */
export async function checkLedger(db: Db): Promise<LedgerReport & { ok: boolean }> {
  const unbalancedJournals = await findUnbalancedJournals(db);
  const balanceDifferences = await findBalanceDifferences(db);
  return {
    ok: unbalancedJournals.length === 0 && balanceDifferences.length === 0,
    unbalancedJournals,
    balanceDifferences,
  };
}
