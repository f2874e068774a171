import type { Db } from '../../db/database';
import { together } from '../../db/together';
import { AppError } from '../../lib/app-error';
import {
  type AppliedDelta,
  applyCardBalanceDelta,
  applyUserDeltas,
  type Entry,
  insertJournal,
  type JournalKind,
  type UserDelta,
} from './ledger.repository';
import {
  findBalanceDifferences,
  findCardBalanceDifferences,
  findUnbalancedJournals,
} from './ledger-check.repository';
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

  // A card's sub-account is keyed by the card, the user's own account by the user. Cards are
  // touched first, one by one in sorted order, then every user's account in one statement that
  // locks them in (user, product) order: a fixed order, so opposite movements cannot deadlock.
  const cards = new Map<
    string,
    { cardId: string; productId: string; available: number; held: number }
  >();
  const users = new Map<string, UserDelta>();
  for (const e of entries) {
    if (!e.userId) continue;
    if (e.cardId && e.account !== 'available' && e.account !== 'held')
      throw new Error(`a card account must be available or held, not ${e.account}`);
    const available = e.account === 'available' ? e.quantity : 0;
    const held = e.account === 'held' ? e.quantity : 0;
    if (e.cardId) {
      const key = `${e.cardId}:${e.productId}`;
      const d = cards.get(key) ?? {
        cardId: e.cardId,
        productId: e.productId,
        available: 0,
        held: 0,
      };
      d.available += available;
      d.held += held;
      cards.set(key, d);
    } else {
      const key = `${e.userId}:${e.productId}`;
      const d = users.get(key) ?? {
        userId: e.userId,
        productId: e.productId,
        available: 0,
        held: 0,
      };
      d.available += available;
      d.held += held;
      users.set(key, d);
    }
  }
  for (const key of [...cards.keys()].sort()) {
    const d = cards.get(key);
    if (d && !(await applyCardBalanceDelta(db, d.cardId, d.productId, d)))
      throw new AppError('INSUFFICIENT_BALANCE');
  }
  // The journal does not wait for the balances: both are sent in one flight (`together`), and a
  // refused balance rolls the journal back with the rest of the caller's transaction.
  const [applied, journalId] = await together([
    applyUserDeltas(db, [...users.values()]),
    insertJournal(db, kind, referenceId, entries),
  ]);
  if (applied.length !== users.size) throw new AppError('INSUFFICIENT_BALANCE');
  // Every way a balance moves passes here, so a fall below the user's threshold is seen once
  // whichever module caused it; what it leads to runs later from the jobs table.
  for (const a of applied) {
    if (a.crossing !== null) await queueLowBalance(db, a.userId, a.productId, a.crossing);
  }
  return { journalId, balances: applied };
}

/** A user's balance of a product after a movement, from what `postJournal` returned. */
export function balanceAfter(
  posted: { balances: AppliedDelta[] },
  userId: string,
  productId: string,
): AppliedDelta | undefined {
  return posted.balances.find((b) => b.userId === userId && b.productId === productId);
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
