import { CARD_EVENT_TYPES, formatQuantity } from '@fuel/contract';
import { AppError } from '../../lib/app-error';
import type { WriteDeps } from '../../lib/write-deps';
import { releaseCardHold } from './card-hold';
import { findExpiredCardRefuels, lockCardRefuel } from './card-refuels.repository';

/**
 * The pump reports that nothing was dispensed (`…/cancel`, or a completion of 0): the hold is
 * released at once instead of 15 minutes later, as an expired one is. A retry answers the same.
 */
export async function cancelCardRefuel(deps: WriteDeps, stationId: string, refuelId: string) {
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await lockCardRefuel(tx, refuelId, stationId);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.state === 'cancelled') return { row, replay: true };
    if (row.state === 'completed') throw new AppError('REFUEL_NOT_ACTIVE');
    if (row.state !== 'active' || row.expiresAt.getTime() < Date.now())
      throw new AppError('NOT_FOUND');
    await releaseCardHold(tx, row, 'cancelled');
    return { row, replay: false };
  });
  const { row } = outcome;
  if (!outcome.replay)
    deps.events.publish(row.userId, {
      type: CARD_EVENT_TYPES.cardChanged,
      data: { card_id: row.cardId },
    });
  return { refuel_id: row.id, dispensed: 0, released: formatQuantity(row.quantity) };
}

/** Releases card holds the pump never reported within their time; returns how many. */
export async function expireCardRefuels(deps: WriteDeps, limit = 50): Promise<number> {
  let count = 0;
  for (const { id } of await findExpiredCardRefuels(deps.db, limit)) {
    const row = await deps.db.transaction(async (tx) => {
      const locked = await lockCardRefuel(tx, id);
      if (!locked || locked.state !== 'active') return undefined;
      await releaseCardHold(tx, locked, 'expired');
      return locked;
    });
    if (row) {
      count++;
      deps.events.publish(row.userId, {
        type: CARD_EVENT_TYPES.cardChanged,
        data: { card_id: row.cardId },
      });
    }
  }
  return count;
}
