import type { Db } from '../../db/database';
import type { Entry } from './ledger.repository';
import { postJournal } from './ledger.service';

/** Whose fuel a refuel holds: a user's own accounts, or a company card's sub-accounts. */
type HoldOwner = Pick<Entry, 'userId' | 'cardId'>;

/**
 * A refuel's fuel through its life, each step one journal: held from what is available when
 * the code or authorisation is made, then either settled at the pump (what was dispensed
 * leaves, the rest comes back) or released whole (cancelled or expired).
 */
export function holdFuel(
  db: Db,
  refuelId: string,
  owner: HoldOwner,
  productId: string,
  quantity: number,
) {
  return postJournal(db, 'refuel_hold', refuelId, [
    { ...owner, account: 'available', productId, quantity: -quantity },
    { ...owner, account: 'held', productId, quantity },
  ]);
}

export function settleHold(
  db: Db,
  refuelId: string,
  owner: HoldOwner,
  productId: string,
  held: number,
  dispensed: number,
) {
  const released = held - dispensed;
  return postJournal(db, 'refuel_settle', refuelId, [
    { ...owner, account: 'held', productId, quantity: -held },
    { userId: null, account: 'dispensed', productId, quantity: dispensed },
    ...(released > 0
      ? [{ ...owner, account: 'available' as const, productId, quantity: released }]
      : []),
  ]);
}

export function releaseHold(
  db: Db,
  refuelId: string,
  owner: HoldOwner,
  productId: string,
  quantity: number,
) {
  return postJournal(db, 'refuel_release', refuelId, [
    { ...owner, account: 'held', productId, quantity: -quantity },
    { ...owner, account: 'available', productId, quantity },
  ]);
}
