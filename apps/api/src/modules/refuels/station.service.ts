import {
  formatQuantity,
  isCardCode,
  type Language,
  parseQuantity,
  TRANSACTION_STATUS,
} from '@fuel/contract';
import type { Db } from '../../db/database';
import { together } from '../../db/together';
import { AppError } from '../../lib/app-error';
import { bearerToken } from '../../lib/bearer';
import { randomToken, sha256 } from '../../lib/secrets';
import type { WriteDeps } from '../../lib/write-deps';
import { writeTransaction } from '../../lib/write-transaction';
import { cancelCardCodeAtPump, completeCardCode, lookupCardCode } from '../cards';
import { announceFill, recordFill } from '../fleet';
import { settleHold } from '../ledger';
import { announce, localized, notify } from '../notifications';
import { findActiveProduct } from '../products';
import { recordReceipt } from '../receipts';
import { stationSells } from '../stations';
import { ownRowId, updateTransactionsOf } from '../transactions';
import {
  endRefuel,
  findStationByCode,
  findStationOfKey,
  insertStationKey,
  isExpired,
  listStationKeys,
  lockRefuelByCode,
  lockRefuelForCompletion,
  type RefuelRow,
  revokeStationKeys,
} from './refuels.repository';
import { release } from './refuels.service';

/** Issues a pump terminal key for a station; only its hash is kept, so it is shown once. */
export async function issueStationKey(
  db: Db,
  stationCode: string,
): Promise<{ stationId: string; key: string }> {
  const station = await findStationByCode(db, stationCode);
  if (!station) throw new AppError('NOT_FOUND', { field: 'station' });
  const key = `fcst_${randomToken(24)}`;
  await insertStationKey(db, station.id, sha256(key));
  return { stationId: station.id, key };
}

/**
 * Ends pump terminal keys at once: one key (given as the key itself or its id), or every key of
 * a station (`stationCode`). Returns how many were live.
 */
export async function revokeStationKey(
  db: Db,
  which: { key?: string; id?: string; stationCode?: string },
): Promise<number> {
  if (which.key) return revokeStationKeys(db, { keyHash: sha256(which.key) });
  if (which.id) return revokeStationKeys(db, { id: which.id });
  const station = which.stationCode ? await findStationByCode(db, which.stationCode) : undefined;
  if (!station) throw new AppError('NOT_FOUND', { field: 'station' });
  return revokeStationKeys(db, { stationId: station.id });
}

/** The keys of a station (ids and dates only: the keys themselves are never kept). */
export async function stationKeysOf(db: Db, stationCode: string) {
  const station = await findStationByCode(db, stationCode);
  if (!station) throw new AppError('NOT_FOUND', { field: 'station' });
  return listStationKeys(db, station.id);
}

/** The station a request's key belongs to: 401 without a valid key, 404 for another station. */
export async function authenticateStation(
  db: Db,
  authorization: string | undefined,
  stationId: string,
) {
  const key = bearerToken(authorization);
  const owner = key ? await findStationOfKey(db, sha256(key)) : undefined;
  if (!owner) throw new AppError('UNAUTHENTICATED');
  if (owner !== stationId) throw new AppError('NOT_FOUND');
}

function usableHere(row: RefuelRow | undefined, stationId: string): row is RefuelRow {
  return !!row && (row.stationId === null || row.stationId === stationId);
}

/**
 * A code made for any station is good only where that fuel is sold: a pump elsewhere must not
 * record fuel its station does not have (a code for one station was checked when it was made).
 */
async function soldHere(db: Db, row: RefuelRow, stationId: string): Promise<boolean> {
  return row.stationId !== null || (await stationSells(db, stationId, row.productId));
}

/**
 * What the pump may dispense for a code: the product and the authorised volume. A code drawn on
 * a fuel card (it starts with CARD_CODE_PREFIX) is the cards' to answer, here and below.
 */
export async function lookupAtPump(db: Db, stationId: string, code: string, lang: Language) {
  if (isCardCode(code)) return lookupCardCode(db, stationId, code, lang);
  const row = await lockRefuelByCode(db, code);
  if (
    !usableHere(row, stationId) ||
    row.state !== 'active' ||
    !(await soldHere(db, row, stationId)) ||
    (await isExpired(db, row.id))
  ) {
    throw new AppError('NOT_FOUND');
  }
  const product = await findActiveProduct(db, row.productId);
  return {
    refuel_id: row.id,
    product_id: row.productId,
    product_code: product?.code ?? '',
    product_name: product?.name[lang] ?? '',
    unit: product?.unit ?? 'L',
    max_volume: formatQuantity(row.quantity),
    expires_at: row.expiresAt.toISOString(),
  };
}

/** What the pump is answered when it reports `dispensed` of what the code held. */
const pumpReply = (row: { id: string; quantity: number }, dispensed: number) => ({
  refuel_id: row.id,
  dispensed: formatQuantity(dispensed),
  released: formatQuantity(row.quantity - dispensed),
});

/**
 * The pump reports what it dispensed (at most what was authorised): that is debited, the rest
 * goes back to the balance, and the user's open pages hear about it. Repeating the same report
 * (a pump retrying after a lost reply) answers the same; a different one is refused.
 */
export async function completeAtPump(
  deps: WriteDeps,
  stationId: string,
  code: string,
  dispensedVolume: number,
) {
  const dispensed = parseQuantity(dispensedVolume);
  if (dispensed === null || dispensed < 0)
    throw new AppError('VALIDATION_FAILED', { field: 'dispensed' });
  // Nothing dispensed: the driver gave up at the pump, and the hold goes back at once.
  if (dispensed === 0) return cancelAtPump(deps, stationId, code);
  if (isCardCode(code)) return completeCardCode(deps, stationId, code, dispensedVolume);
  const row = await writeTransaction(deps, async (tx, outbox) => {
    const found = await lockRefuelForCompletion(tx, code, stationId);
    const row = found?.refuel;
    if (!found || !usableHere(row, stationId)) throw new AppError('NOT_FOUND');
    if (row.state !== 'active') {
      // A retry: answered the same, with nothing new to tell.
      if (
        row.state === 'completed' &&
        row.redeemedStationId === stationId &&
        row.dispensed === dispensed
      )
        return row;
      throw new AppError('REFUEL_NOT_ACTIVE');
    }
    if (found.expired || !(await soldHere(tx, row, stationId))) throw new AppError('NOT_FOUND');
    if (dispensed > row.quantity) throw new AppError('BUSINESS_RULE', { field: 'dispensed' });
    const { product, station } = found;
    // The movement, the code's end, the history, the vehicle's fill and the receipt do not wait
    // for each other: one flight (`together`); the message needs the history row's id.
    const [, , history, fill] = await together([
      settleHold(tx, row.id, { userId: row.userId }, row.productId, row.quantity, dispensed),
      endRefuel(tx, row.id, { state: 'completed', dispensed, redeemedStationId: stationId }),
      updateTransactionsOf(tx, row.id, {
        statusId: TRANSACTION_STATUS.success,
        quantity: -dispensed,
        stationId,
      }),
      row.vehicleId
        ? recordFill(tx, {
            id: row.id,
            userId: row.userId,
            vehicleId: row.vehicleId,
            productId: row.productId,
            quantity: dispensed,
            stationId,
            cardId: null,
            driverId: null,
            odometerKm: row.odometerKm,
            fullTank: row.fullTank,
          })
        : Promise.resolve(null),
      recordReceipt(tx, {
        kind: 'refuel',
        operationId: row.id,
        userId: row.userId,
        productId: row.productId,
        quantity: dispensed,
        stationId,
        vehicleId: row.vehicleId,
        card: null,
      }),
    ]);
    const message = await notify(
      tx,
      row.userId,
      'refuel_completed',
      {
        dispensed: formatQuantity(dispensed),
        unit: product?.unit ?? 'L',
        ...(product ? localized('product', product.name) : {}),
        ...(station ? localized('station', station.name) : {}),
      },
      found.language,
      ownRowId(history, row.userId),
    );
    outbox.publish(row.userId, { type: 'refuel.completed', data: pumpReply(row, dispensed) });
    announce(outbox, message);
    announceFill(outbox, fill);
    return row;
  });
  return pumpReply(row, dispensed);
}

/**
 * The pump gives a code back unused (`…/cancel`, or a completion of 0): the whole volume goes
 * back to the balance at once instead of staying held until the code expires, and the history
 * shows it as cancelled, nothing drawn, as an expired code shows. The same pump's retry answers
 * the same; the owner's open pages hear of it.
 */
export async function cancelAtPump(deps: WriteDeps, stationId: string, code: string) {
  if (isCardCode(code)) return cancelCardCodeAtPump(deps, stationId, code);
  const row = await writeTransaction(deps, async (tx, outbox) => {
    const found = await lockRefuelForCompletion(tx, code, stationId);
    const row = found?.refuel;
    if (!found || !usableHere(row, stationId)) throw new AppError('NOT_FOUND');
    if (row.state !== 'active') {
      // A retry: answered the same, with nothing new to tell.
      if (row.state === 'cancelled' && row.redeemedStationId === stationId) return row;
      throw new AppError('REFUEL_NOT_ACTIVE');
    }
    if (found.expired || !(await soldHere(tx, row, stationId))) throw new AppError('NOT_FOUND');
    await release(tx, row, 'cancelled', { stationId });
    outbox.publish(row.userId, {
      type: 'balance.changed',
      data: { product_id: row.productId, reason: 'refuel_cancelled' },
    });
    return row;
  });
  return { refuel_id: row.id, dispensed: 0, released: formatQuantity(row.quantity) };
}
