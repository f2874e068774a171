import { TRANSACTION_STATUS, type TransactionStatusId } from '@fuel/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { holdFuel, releaseHold } from '../ledger';
import { insertTransaction, updateTransactionsOf } from '../transactions';
import { findValidExtras } from './card-extras.repository';
import { type CardRefuelRow, endCardRefuel, insertCardRefuel } from './card-refuels.repository';
import { type CardRow, findCardProduct, findCardUsage } from './cards.repository';

/** How long a card authorisation or a code drawn on a card holds the fuel for the pump. */
export const CARD_REFUEL_TTL_SECONDS = 15 * 60;

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
  await releaseHold(tx, row.id, holdAccount(row), row.productId, row.quantity);
  await endCardRefuel(tx, row.id, { state });
  await updateTransactionsOf(tx, row.id, { statusId: TRANSACTION_STATUS.error, outcome: state });
}

/**
 * Refuses a volume the card may not draw now: a fuel it is not allowed, or over its day or
 * month limit for that fuel, counting what is already held and dispensed. An approved ask for
 * more raises both limits for its fuel while it is valid. The caller holds the card row locked,
 * so two draws on one card are counted one after the other.
 */
export async function checkCardLimits(tx: Db, cardId: string, productId: string, quantity: number) {
  const allowed = await findCardProduct(tx, cardId, productId);
  if (!allowed) throw new AppError('CARD_PRODUCT_NOT_ALLOWED', { field: 'product_id' });
  const [usage] = (await findCardUsage(tx, [cardId])).filter((u) => u.productId === productId);
  const [extra] = (await findValidExtras(tx, [cardId])).filter((e) => e.productId === productId);
  const more = extra?.quantity ?? 0;
  const day = (usage?.day ?? 0) + quantity;
  const month = (usage?.month ?? 0) + quantity;
  if (
    (allowed.dayLimit !== null && day > allowed.dayLimit + more) ||
    (allowed.monthLimit !== null && month > allowed.monthLimit + more)
  )
    throw new AppError('CARD_LIMIT_EXCEEDED', { field: 'volume' });
}

interface NewHold {
  card: Pick<CardRow, 'id' | 'funding' | 'vehicleId'> & { userId: string };
  /** What the driver said of the card's vehicle: kept for its fill (fleet module). */
  reading?: { odometerKm: number | null; fullTank: boolean | null };
  productId: string;
  quantity: number;
  /** Null for a code good at any station selling the fuel. */
  stationId: string | null;
  code?: string;
  /** Pending at a pump; a code not yet used is a draft, as a balance's code is. */
  statusId: TransactionStatusId;
}

/** Holds fuel for a pump on the card's account, with its history row (a card refuel's start). */
export async function holdCardFuel(tx: Db, hold: NewHold): Promise<CardRefuelRow> {
  const { card, productId, quantity } = hold;
  const row = await insertCardRefuel(tx, {
    cardId: card.id,
    userId: card.userId,
    productId,
    stationId: hold.stationId,
    code: hold.code ?? null,
    funding: card.funding,
    vehicleId: card.vehicleId,
    odometerKm: card.vehicleId ? (hold.reading?.odometerKm ?? null) : null,
    fullTank: card.vehicleId ? (hold.reading?.fullTank ?? null) : null,
    quantity,
    expiresAt: new Date(Date.now() + CARD_REFUEL_TTL_SECONDS * 1000),
  });
  await holdFuel(tx, row.id, holdAccount(row), productId, quantity);
  await insertTransaction(tx, {
    userId: card.userId,
    type: 'charging',
    statusId: hold.statusId,
    productId,
    quantity: -quantity,
    stationId: hold.stationId,
    referenceId: row.id,
    cardId: card.id,
    fromCardFuel: row.funding === 'card',
  });
  return row;
}
