import {
  CARD_EVENT_TYPES,
  type CardCode,
  type CardCodeBody,
  formatQuantity,
  type Language,
  parseQuantity,
  TRANSACTION_STATUS,
} from '@fuel/contract';
import type { Db } from '../../db/database';
import { ALWAYS, type Once } from '../../idempotency/idempotency';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { randomPumpCode } from '../../lib/secrets';
import type { WriteDeps } from '../../lib/write-deps';
import { writeTransaction } from '../../lib/write-transaction';
import { checkReading } from '../fleet';
import { findActiveProduct } from '../products';
import { stationSells } from '../stations';
import { checkCardLimits, holdCardFuel, releaseCardHold } from './card-hold';
import { cancelCardRefuel } from './card-refuel-release.service';
import {
  activeCardCodeExists,
  bindCardCode,
  type CardRefuelRow,
  findCardCodeAt,
  findCardCodes,
  lockCardCode,
} from './card-refuels.repository';
import { completeCardRefuel } from './card-refuels.service';
import { findCard, lockCard } from './cards.repository';

function toWire(row: CardRefuelRow): CardCode {
  return {
    id: row.id,
    card_id: row.cardId,
    code: row.state === 'active' ? row.code : null,
    state: row.state,
    product_id: row.productId,
    volume: formatQuantity(row.quantity),
    dispensed: row.dispensed === null ? null : formatQuantity(row.dispensed),
    station_id: row.stationId,
    expires_at: row.expiresAt.toISOString(),
  };
}

/**
 * A refuel code drawn on a card (DESIGN §5.8): the card must be active and allowed the fuel,
 * and the volume fit its day and month limits as a pump's authorisation must; the volume is
 * held on the card's account from now on, for 15 minutes, as a card and PIN at the pump would
 * hold it. The card row is locked, so codes and pumps drawing on one card are counted in turn.
 */
export async function drawCardCode(
  deps: WriteDeps,
  companyId: string,
  cardId: string,
  body: CardCodeBody,
  once: Once = ALWAYS,
): Promise<CardCode> {
  const quantity = parseQuantity(body.volume);
  if (quantity === null) throw new AppError('VALIDATION_FAILED', { field: 'volume' });
  if (!(await findActiveProduct(deps.db, body.product_id)))
    throw new AppError('NOT_FOUND', { field: 'product_id' });
  const stationId = body.station_id ?? null;
  if (stationId && !(await stationSells(deps.db, stationId, body.product_id)))
    throw new AppError('NOT_FOUND', { field: 'station_id' });
  for (let attempt = 1; ; attempt++) {
    try {
      return await writeTransaction(
        deps,
        async (tx, outbox) => {
          const card = await lockCard(tx, companyId, cardId);
          if (!card) throw new AppError('NOT_FOUND');
          if (card.state === 'closed') throw new AppError('CARD_CLOSED');
          if (card.state === 'blocked') throw new AppError('CARD_BLOCKED');
          await checkCardLimits(tx, card.id, body.product_id, quantity);
          const reading = {
            odometerKm: body.odometer_km ?? null,
            fullTank: body.full_tank ?? null,
          };
          if (card.vehicleId) await checkReading(tx, card.vehicleId, reading.odometerKm);
          let digits = randomPumpCode('card');
          while (await activeCardCodeExists(tx, digits)) digits = randomPumpCode('card');
          const row = await holdCardFuel(tx, {
            card: {
              id: card.id,
              funding: card.funding,
              vehicleId: card.vehicleId,
              userId: companyId,
            },
            reading,
            productId: body.product_id,
            quantity,
            stationId,
            code: digits,
            statusId: TRANSACTION_STATUS.draft,
          });
          outbox.publish(companyId, {
            type: CARD_EVENT_TYPES.cardChanged,
            data: { card_id: cardId },
          });
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

/** A card's codes: those still usable and today's ended ones. */
export async function listCardCodes(db: Db, companyId: string, cardId: string) {
  if (!(await findCard(db, companyId, cardId))) throw new AppError('NOT_FOUND');
  const data = (await findCardCodes(db, cardId)).map(toWire);
  return { count: data.length, data };
}

/** Gives an unused code back: the volume returns where it was held and the limits free up. */
export async function cancelCardCode(
  deps: WriteDeps,
  companyId: string,
  cardId: string,
  codeId: string,
): Promise<CardCode> {
  const row = await writeTransaction(deps, async (tx, outbox) => {
    if (!(await findCard(tx, companyId, cardId))) throw new AppError('NOT_FOUND');
    const locked = await lockCardCode(tx, cardId, codeId);
    if (!locked) throw new AppError('NOT_FOUND');
    if (locked.state !== 'active') throw new AppError('REFUEL_NOT_ACTIVE');
    await releaseCardHold(tx, locked, 'cancelled');
    outbox.publish(companyId, { type: CARD_EVENT_TYPES.cardChanged, data: { card_id: cardId } });
    return { ...locked, state: 'cancelled' as const };
  });
  return toWire(row);
}

// ----- at the pump: the station API hands over codes starting with CARD_CODE_PREFIX -----

/** A code is usable here: made for this station, or for any station that sells its fuel. */
async function usableHere(db: Db, row: CardRefuelRow, stationId: string) {
  return row.stationId === stationId || (await stationSells(db, stationId, row.productId));
}

/** What the pump may dispense for a card code: the fuel and the held volume. */
export async function lookupCardCode(db: Db, stationId: string, code: string, lang: Language) {
  const row = await findCardCodeAt(db, code, stationId);
  if (
    !row ||
    row.state !== 'active' ||
    row.expiresAt.getTime() < Date.now() ||
    !(await usableHere(db, row, stationId))
  )
    throw new AppError('NOT_FOUND');
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

/**
 * The refuel a pump's report on a card code is about; a code made for any station is bound to
 * this one first, so a second station can no longer use it and a retry finds the same refuel.
 */
async function claimCardCode(db: Db, stationId: string, code: string) {
  const row = await findCardCodeAt(db, code, stationId);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.state === 'active' && row.stationId === null) {
    if (!(await usableHere(db, row, stationId))) throw new AppError('NOT_FOUND');
    await bindCardCode(db, row.id, stationId);
  }
  return row.id;
}

/** The pump reports what it dispensed on a card code: as for a card and PIN (card-refuels). */
export async function completeCardCode(
  deps: WriteDeps,
  stationId: string,
  code: string,
  dispensed: number,
) {
  return completeCardRefuel(
    deps,
    stationId,
    await claimCardCode(deps.db, stationId, code),
    dispensed,
  );
}

/** The pump gives a card code back unused. */
export async function cancelCardCodeAtPump(deps: WriteDeps, stationId: string, code: string) {
  return cancelCardRefuel(deps, stationId, await claimCardCode(deps.db, stationId, code));
}
