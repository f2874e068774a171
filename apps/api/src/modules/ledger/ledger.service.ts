import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import {
  applyBalanceDelta,
  applyCardBalanceDelta,
  type Entry,
  findBalanceDifferences,
  findCardBalanceDifferences,
  findUnbalancedJournals,
  insertJournal,
  type JournalKind,
  latchBalanceRule,
} from './ledger.repository';
import { queueLowBalance } from './low-balance';

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

  // A card's sub-account is keyed by the card, the user's own account by the user; both are
  // touched in one sorted order.
  const deltas = new Map<
    string,
    { userId: string; cardId: string | null; productId: string; available: number; held: number }
  >();
  for (const e of entries) {
    if (!e.userId) continue;
    if (e.cardId && e.account !== 'available' && e.account !== 'held')
      throw new Error(`a card account must be available or held, not ${e.account}`);
    const key = e.cardId ? `c:${e.cardId}:${e.productId}` : `u:${e.userId}:${e.productId}`;
    const d = deltas.get(key) ?? {
      userId: e.userId,
      cardId: e.cardId ?? null,
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
    if (d.cardId) {
      if (!(await applyCardBalanceDelta(db, d.cardId, d.productId, d)))
        throw new AppError('INSUFFICIENT_BALANCE');
      continue;
    }
    const available = await applyBalanceDelta(db, d.userId, d.productId, d);
    if (available === null) throw new AppError('INSUFFICIENT_BALANCE');
    if (d.available === 0) continue;
    // Every way a balance moves passes here, so a fall below the user's threshold is seen once
    // whichever module caused it; what it leads to runs later from the jobs table.
    const crossing = await latchBalanceRule(db, d.userId, d.productId, available);
    if (crossing !== null) await queueLowBalance(db, d.userId, d.productId, crossing);
  }
  return insertJournal(db, kind, referenceId, entries);
}

export interface LedgerReport {
  unbalancedJournals: Awaited<ReturnType<typeof findUnbalancedJournals>>;
  balanceDifferences: Awaited<ReturnType<typeof findBalanceDifferences>>;
  cardBalanceDifferences: Awaited<ReturnType<typeof findCardBalanceDifferences>>;
}

/** Recomputes every balance from the entries; a clean ledger has nothing to report. */
export async function checkLedger(db: Db): Promise<LedgerReport & { ok: boolean }> {
  const unbalancedJournals = await findUnbalancedJournals(db);
  const balanceDifferences = await findBalanceDifferences(db);
  const cardBalanceDifferences = await findCardBalanceDifferences(db);
  return {
    ok:
      unbalancedJournals.length === 0 &&
      balanceDifferences.length === 0 &&
      cardBalanceDifferences.length === 0,
    unbalancedJournals,
    balanceDifferences,
    cardBalanceDifferences,
  };
}
