import { randomUUID } from 'node:crypto';
import {
  formatQuantity,
  parseQuantity,
  type Refuel,
  type RefuelCreateBody,
  TRANSACTION_STATUS,
} from '@fuel/contract';
import type { Db } from '../../db/database';
import { together } from '../../db/together';
import { ALWAYS, type Once } from '../../idempotency/idempotency';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { randomPumpCode } from '../../lib/secrets';
import type { WriteDeps } from '../../lib/write-deps';
import { writeTransaction } from '../../lib/write-transaction';
import { checkReading } from '../fleet';
import { holdFuel, releaseHold } from '../ledger';
import { announce, LAST_USED_LANGUAGE, localized, notify } from '../notifications';
import { findActiveProduct, findProductLabel } from '../products';
import { stationSells } from '../stations';
import { insertTransaction, ownRowId, updateTransactionsOf } from '../transactions';
import { vehicleOf } from '../vehicles';
import {
  activeCodeExists,
  endRefuel,
  findExpiredActive,
  findRefuelsOfUser,
  insertRefuel,
  lockRefuel,
  type RefuelRow,
} from './refuels.repository';

export const REFUEL_CODE_TTL_SECONDS = 15 * 60;

export function toWire(row: RefuelRow): Refuel {
  return {
    id: row.id,
    code: row.state === 'active' ? row.code : null,
    state: row.state,
    product_id: row.productId,
    volume: formatQuantity(row.quantity),
    dispensed: row.dispensed === null ? null : formatQuantity(row.dispensed),
    station_id: row.stationId,
    vehicle_id: row.vehicleId,
    expires_at: row.expiresAt.toISOString(),
  };
}

/**
 * Holds the volume (no longer spendable) and gives a 6-digit code for the pump, valid 15 minutes.
 * 422 INSUFFICIENT_BALANCE when the balance is short; nothing is written then.
 */
export async function createRefuel(
  deps: WriteDeps,
  userId: string,
  body: RefuelCreateBody,
  once: Once = ALWAYS,
): Promise<Refuel> {
  const { db } = deps;
  const quantity = parseQuantity(body.volume);
  if (quantity === null) throw new AppError('VALIDATION_FAILED', { field: 'volume' });
  if (!(await findActiveProduct(db, body.product_id)))
    throw new AppError('NOT_FOUND', { field: 'product_id' });
  const stationId = body.station_id ?? null;
  if (stationId && !(await stationSells(db, stationId, body.product_id))) {
    throw new AppError('NOT_FOUND', { field: 'station_id' });
  }
  const vehicleId = body.vehicle_id ?? null;
  if (vehicleId && !(await vehicleOf(db, userId, vehicleId))) {
    throw new AppError('NOT_FOUND', { field: 'vehicle_id' });
  }
  // The odometer is the named vehicle's: without one there is nothing to keep it for.
  const reading = vehicleId
    ? { odometerKm: body.odometer_km ?? null, fullTank: body.full_tank ?? null }
    : { odometerKm: null, fullTank: null };
  if (vehicleId) await checkReading(db, vehicleId, reading.odometerKm);
  for (let attempt = 1; ; attempt++) {
    try {
      return await writeTransaction(
        deps,
        async (tx) => {
          const id = randomUUID();
          let code = randomPumpCode('balance');
          while (await activeCodeExists(tx, code)) code = randomPumpCode('balance');
          // The hold, the code and its history row go in one flight (`together`).
          const [, row] = await together([
            holdFuel(tx, id, { userId }, body.product_id, quantity),
            insertRefuel(tx, {
              id,
              userId,
              productId: body.product_id,
              quantity,
              code,
              stationId,
              vehicleId,
              ...reading,
              ttlSeconds: REFUEL_CODE_TTL_SECONDS,
            }),
            insertTransaction(tx, {
              userId,
              type: 'charging',
              statusId: TRANSACTION_STATUS.draft,
              productId: body.product_id,
              quantity: -quantity,
              stationId,
              referenceId: id,
            }),
          ]);
          return toWire(row);
        },
        once,
      );
    } catch (err) {
      // Two codes drawn at the same instant collided on the unique index: draw again.
      if (!isUniqueViolation(err) || attempt >= 3) throw err;
    }
  }
}

export async function listRefuels({ db }: WriteDeps, userId: string) {
  const data = (await findRefuelsOfUser(db, userId)).map(toWire);
  return { count: data.length, data };
}

/**
 * Gives the held volume back (cancelled by the user or at a pump, or expired); returns its
 * history row's id. A pump that cancels is kept as the station that ended it, so that its retry
 * is answered the same.
 */
export async function release(
  db: Db,
  row: RefuelRow,
  state: 'cancelled' | 'expired',
  cancelledAt?: { stationId: string },
) {
  await releaseHold(db, row.id, { userId: row.userId }, row.productId, row.quantity);
  await endRefuel(db, row.id, {
    state,
    ...(cancelledAt ? { redeemedStationId: cancelledAt.stationId } : {}),
  });
  const history = await updateTransactionsOf(db, row.id, {
    statusId: TRANSACTION_STATUS.error,
    outcome: state,
  });
  return ownRowId(history, row.userId);
}

export async function cancelRefuel(deps: WriteDeps, userId: string, id: string): Promise<Refuel> {
  const row = await writeTransaction(deps, async (tx, outbox) => {
    const locked = await lockRefuel(tx, id);
    if (!locked || locked.userId !== userId) throw new AppError('NOT_FOUND');
    if (locked.state !== 'active') throw new AppError('REFUEL_NOT_ACTIVE');
    await release(tx, locked, 'cancelled');
    outbox.publish(userId, {
      type: 'balance.changed',
      data: { product_id: locked.productId, reason: 'refuel_cancelled' },
    });
    return { ...locked, state: 'cancelled' as const };
  });
  return toWire(row);
}

/** Releases every code past its 15 minutes; returns how many. */
export async function expireRefuels(deps: WriteDeps, limit = 50): Promise<number> {
  let count = 0;
  for (const { id } of await findExpiredActive(deps.db, limit)) {
    const released = await writeTransaction(deps, async (tx, outbox) => {
      const locked = await lockRefuel(tx, id);
      if (!locked || locked.state !== 'active') return false;
      const transactionId = await release(tx, locked, 'expired');
      const product = await findProductLabel(tx, locked.productId);
      const message = await notify(
        tx,
        locked.userId,
        'refuel_expired',
        {
          volume: formatQuantity(locked.quantity),
          unit: product?.unit ?? 'L',
          ...(product ? localized('product', product.name) : {}),
        },
        LAST_USED_LANGUAGE,
        transactionId,
      );
      outbox.publish(locked.userId, { type: 'refuel.expired', data: { refuel_id: id } });
      announce(outbox, message);
      return true;
    });
    if (released) count++;
  }
  return count;
}
