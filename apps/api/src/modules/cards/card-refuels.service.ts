import {
  CARD_EVENT_TYPES,
  formatQuantity,
  type Language,
  parseQuantity,
  type StationCardAuthorizeBody,
  TRANSACTION_STATUS,
} from '@fuel/contract';
import { AppError } from '../../lib/app-error';
import type { WriteDeps } from '../../lib/write-deps';
import { writeTransaction } from '../../lib/write-transaction';
import { announceFill, recordFill } from '../fleet';
import { settleHold } from '../ledger';
import { announce, LAST_USED_LANGUAGE, localized, notify } from '../notifications';
import { findProductLabel } from '../products';
import { recordReceipt } from '../receipts';
import { findStationLabel } from '../stations';
import { ownRowId, updateTransactionsOf } from '../transactions';
import { checkCardLimits, holdAccount, holdCardFuel } from './card-hold';
import { checkCardPin, pinRestSeconds } from './card-pin';
import { cancelCardRefuel } from './card-refuel-release.service';
import { endCardRefuel, lockCardRefuel } from './card-refuels.repository';
import { findCard, lockCardByNumber } from './cards.repository';

/**
 * The pump asks to dispense up to `volume` with a card and PIN. The card row is locked, so two
 * pumps using one card at once are checked one after the other: limits count what is already
 * held and dispensed, and the hold itself refuses a short balance. A resting card (wrong PINs,
 * card-pin.ts) answers 429 with no PIN checked.
 */
export async function authorizeCardRefuel(
  deps: WriteDeps,
  stationId: string,
  body: StationCardAuthorizeBody,
  lang: Language,
) {
  const quantity = parseQuantity(body.volume);
  if (!quantity) throw new AppError('VALIDATION_FAILED', { field: 'volume' });
  const outcome = await writeTransaction(deps, async (tx, outbox) => {
    const card = await lockCardByNumber(tx, body.card_number);
    if (!card || !card.userId) throw new AppError('NOT_FOUND', { field: 'card_number' });
    if (card.state === 'closed') throw new AppError('CARD_CLOSED');
    if (card.state === 'blocked') throw new AppError('CARD_BLOCKED');
    if (!card.pinHash) throw new AppError('CARD_PIN_NOT_SET');
    const resting = pinRestSeconds(card);
    if (resting > 0) throw new AppError('CARD_PIN_PAUSED', { field: 'pin', retryAfter: resting });
    const wrongPin = await checkCardPin(tx, card, stationId, body.pin);
    if (wrongPin) {
      // The wrong try is kept (and the card blocked after too many), then refused below.
      if (wrongPin.message) announce(outbox, wrongPin.message);
      if (wrongPin.refused === 'CARD_BLOCKED')
        outbox.publish(card.userId, {
          type: CARD_EVENT_TYPES.cardChanged,
          data: { card_id: card.id },
        });
      return { ...wrongPin, card };
    }
    await checkCardLimits(tx, card.id, body.product_id, quantity);
    // A reading typed at the pump is kept as typed: a wrong one is flagged on the fill, never
    // a reason to send the driver away.
    const row = await holdCardFuel(tx, {
      card: { ...card, userId: card.userId },
      reading: { odometerKm: body.odometer_km ?? null, fullTank: body.full_tank ?? null },
      productId: body.product_id,
      quantity,
      stationId,
      statusId: TRANSACTION_STATUS.pending,
    });
    outbox.publish(row.userId, { type: CARD_EVENT_TYPES.cardChanged, data: { card_id: card.id } });
    return { refused: null, card, row, pause: null };
  });
  if (outcome.refused) {
    throw new AppError(outcome.refused, {
      field: 'pin',
      ...(outcome.pause ? { retryAfter: outcome.pause } : {}),
    });
  }
  const { row, card } = outcome;
  if (!row) throw new Error('unreachable');
  const product = await findProductLabel(deps.db, row.productId);
  return {
    refuel_id: row.id,
    card_last4: card.last4,
    product_id: row.productId,
    product_name: product?.name[lang] ?? '',
    unit: product?.unit ?? 'L',
    max_volume: formatQuantity(quantity),
    expires_at: row.expiresAt.toISOString(),
  };
}

/** What the pump is answered when it reports `dispensed` of what the refuel held. */
const pumpReply = (row: { id: string; quantity: number }, dispensed: number) => ({
  refuel_id: row.id,
  dispensed: formatQuantity(dispensed),
  released: formatQuantity(row.quantity - dispensed),
});

/** The pump reports what it dispensed: that is debited, the rest released; a retry answers the same. */
export async function completeCardRefuel(
  deps: WriteDeps,
  stationId: string,
  refuelId: string,
  dispensedVolume: number,
) {
  const dispensed = parseQuantity(dispensedVolume);
  if (dispensed === null) throw new AppError('VALIDATION_FAILED', { field: 'dispensed' });
  // Nothing dispensed: the driver gave up at the pump, and the hold goes back at once.
  if (dispensed === 0) return cancelCardRefuel(deps, stationId, refuelId);
  const row = await writeTransaction(deps, async (tx, outbox) => {
    const row = await lockCardRefuel(tx, refuelId, stationId);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.state === 'completed') {
      // A retry: answered the same, with nothing new to tell.
      if (row.dispensed === dispensed) return row;
      throw new AppError('REFUEL_NOT_ACTIVE');
    }
    if (row.state === 'cancelled') throw new AppError('REFUEL_NOT_ACTIVE');
    if (row.state !== 'active' || row.expiresAt.getTime() < Date.now())
      throw new AppError('NOT_FOUND');
    if (dispensed > row.quantity) throw new AppError('BUSINESS_RULE', { field: 'dispensed' });
    await settleHold(tx, row.id, holdAccount(row), row.productId, row.quantity, dispensed);
    await endCardRefuel(tx, row.id, { state: 'completed', dispensed });
    const history = await updateTransactionsOf(tx, row.id, {
      statusId: TRANSACTION_STATUS.success,
      quantity: -dispensed,
      // A code drawn for any station is recorded where it was used.
      stationId,
    });
    const product = await findProductLabel(tx, row.productId);
    const station = await findStationLabel(tx, stationId);
    const card = await findCard(tx, row.userId, row.cardId);
    const fill = row.vehicleId
      ? await recordFill(tx, {
          id: row.id,
          userId: row.userId,
          vehicleId: row.vehicleId,
          productId: row.productId,
          quantity: dispensed,
          stationId,
          cardId: row.cardId,
          driverId: card?.card.driverUserId ?? null,
          odometerKm: row.odometerKm,
          fullTank: row.fullTank,
        })
      : null;
    await recordReceipt(tx, {
      kind: 'card_refuel',
      operationId: row.id,
      userId: row.userId,
      productId: row.productId,
      quantity: dispensed,
      stationId,
      vehicleId: row.vehicleId,
      card: { id: row.cardId, last4: card?.card.last4 ?? '' },
    });
    const message = await notify(
      tx,
      row.userId,
      'card_refuel_completed',
      {
        last4: card?.card.last4 ?? '',
        dispensed: formatQuantity(dispensed),
        unit: product?.unit ?? 'L',
        ...(product ? localized('product', product.name) : {}),
        ...(station ? localized('station', station.name) : {}),
      },
      LAST_USED_LANGUAGE,
      ownRowId(history, row.userId),
    );
    outbox.publish(row.userId, {
      type: CARD_EVENT_TYPES.cardRefuelCompleted,
      data: { card_id: row.cardId, product_id: row.productId, ...pumpReply(row, dispensed) },
    });
    announce(outbox, message);
    announceFill(outbox, fill);
    return row;
  });
  return pumpReply(row, dispensed);
}
