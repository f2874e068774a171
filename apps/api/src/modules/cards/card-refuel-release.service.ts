import { CARD_EVENT_TYPES, formatQuantity } from '@fuel/contract';
import { AppError } from '../../lib/app-error';
import type { WriteDeps } from '../../lib/write-deps';
import { writeTransaction } from '../../lib/write-transaction';
import { releaseCardHold } from './card-hold';
import { findExpiredCardRefuels, lockCardRefuel } from './card-refuels.repository';

/**
 * The pump reports that nothing was dispensed (`…/cancel`, or a completion of 0): the hold is
 * released at once instead of 15 minutes later, as an expired one is. A retry answers the same.
 */
export async function cancelCardRefuel(deps: WriteDeps, stationId: string, refuelId: string) {
  const row = await writeTransaction(deps, async (tx, outbox) => {
    const row = await lockCardRefuel(tx, refuelId, stationId);
    if (!row) throw new AppError('NOT_FOUND');
    // A retry: answered the same, with nothing new to tell.
    if (row.state === 'cancelled') return row;
    if (row.state === 'completed') throw new AppError('REFUEL_NOT_ACTIVE');
    if (row.state !== 'active' || row.expiresAt.getTime() < Date.now())
      throw new AppError('NOT_FOUND');
    await releaseCardHold(tx, row, 'cancelled');
    outbox.publish(row.userId, {
      type: CARD_EVENT_TYPES.cardChanged,
      data: { card_id: row.cardId },
    });
    return row;
  });
  return { refuel_id: row.id, dispensed: 0, released: formatQuantity(row.quantity) };
}

/** Releases card holds the pump never reported within their time; returns how many. */
export async function expireCardRefuels(deps: WriteDeps, limit = 50): Promise<number> {
  let count = 0;
  for (const { id } of await findExpiredCardRefuels(deps.db, limit)) {
    const released = await writeTransaction(deps, async (tx, outbox) => {
      const locked = await lockCardRefuel(tx, id);
      if (!locked || locked.state !== 'active') return false;
      await releaseCardHold(tx, locked, 'expired');
      outbox.publish(locked.userId, {
        type: CARD_EVENT_TYPES.cardChanged,
        data: { card_id: locked.cardId },
      });
      return true;
    });
    if (released) count++;
  }
  return count;
}
