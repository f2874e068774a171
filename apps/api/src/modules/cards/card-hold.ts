import { TRANSACTION_STATUS } from '@fuel/contract';
import type { Db } from '../../db/database';
import { postJournal } from '../ledger';
import { updateTransactionsOf } from '../transactions';
import { type CardRefuelRow, endCardRefuel } from './card-refuels.repository';

/** The held fuel's account: the company's own, or the card's sub-account. */
export const holdAccount = (row: Pick<CardRefuelRow, 'userId' | 'cardId' | 'funding'>) => ({
  userId: row.userId,
  ...(row.funding === 'card' ? { cardId: row.cardId } : {}),
});

/**
 * Gives a card refuel's whole hold back, in the transaction holding its row: the fuel to where
 * it came from, the card's day and month limits free again (usage counts only active and
 * completed refuels), and its history row an error that says how it ended, nothing drawn.
 */
export async function releaseCardHold(tx: Db, row: CardRefuelRow, state: 'cancelled' | 'expired') {
  const owner = holdAccount(row);
  await postJournal(tx, 'refuel_release', row.id, [
    { ...owner, account: 'held', productId: row.productId, quantity: -row.quantity },
    { ...owner, account: 'available', productId: row.productId, quantity: row.quantity },
  ]);
  await endCardRefuel(tx, row.id, { state });
  await updateTransactionsOf(tx, row.id, { statusId: TRANSACTION_STATUS.error, outcome: state });
}
