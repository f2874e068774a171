import {
  CARD_EVENT_TYPES,
  CARD_LIMITS,
  formatQuantity,
  LANGUAGES,
  type Language,
  parseQuantity,
  type StationCardAuthorizeBody,
  TRANSACTION_STATUS,
} from '@fuel/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/passwords';
import { type Entry, postJournal } from '../ledger';
import { announce, LAST_USED_LANGUAGE, localized, notify } from '../notifications';
import { findProductLabel } from '../products';
import { findStationLabel } from '../stations';
import { insertTransaction, ownRowId, updateTransactionsOf } from '../transactions';
import type { CardDeps } from './card-orders.service';
import {
  type CardRefuelRow,
  endCardRefuel,
  findExpiredCardRefuels,
  insertCardRefuel,
  lockCardRefuel,
} from './card-refuels.repository';
import { findCardProduct, findCardUsage, lockCardByNumber, updateCard } from './cards.repository';

/** The stations' names in every language, listed as one text (`station_am`, …). */
async function stationNames(tx: Db, stationIds: string[]) {
  const names = { am: [] as string[], en: [] as string[], ru: [] as string[] };
  for (const id of stationIds) {
    const label = await findStationLabel(tx, id);
    if (!label) continue;
    for (const lang of LANGUAGES) names[lang].push(label.name[lang]);
  }
  return localized('station', {
    am: names.am.join(', '),
    en: names.en.join(', '),
    ru: names.ru.join(', '),
  });
}

/** How long a card authorisation holds the fuel for the pump. */
export const CARD_REFUEL_TTL_SECONDS = 15 * 60;

/** The held fuel's account: the company's own, or the card's sub-account. */
const account = (row: Pick<CardRefuelRow, 'userId' | 'cardId' | 'funding'>) => ({
  userId: row.userId,
  ...(row.funding === 'card' ? { cardId: row.cardId } : {}),
});

/** How long a card rests after its `failures`-th wrong PIN in a row (none before a few). */
function pinPauseSeconds(failures: number): number | null {
  if (failures < CARD_LIMITS.pinTriesBeforePause) return null;
  return CARD_LIMITS.pinPauseSeconds * 2 ** (failures - CARD_LIMITS.pinTriesBeforePause);
}

/**
 * The pump asks to dispense up to `volume` with a card and PIN. The card row is locked, so two
 * pumps using one card at once are checked one after the other: limits count what is already
 * held and dispensed, and the hold itself refuses a short balance. A wrong PIN is counted even
 * though the request fails, on the card's row: after a few in a row the card rests for a while
 * that grows with each further one (429, no PIN checked meanwhile), and the fifth blocks it and
 * tells the company which stations the tries came from.
 */
export async function authorizeCardRefuel(
  deps: CardDeps,
  stationId: string,
  body: StationCardAuthorizeBody,
  lang: Language,
) {
  const quantity = parseQuantity(body.volume);
  if (!quantity) throw new AppError('VALIDATION_FAILED', { field: 'volume' });
  const outcome = await deps.db.transaction(async (tx) => {
    const card = await lockCardByNumber(tx, body.card_number);
    if (!card || !card.userId) throw new AppError('NOT_FOUND', { field: 'card_number' });
    if (card.state === 'closed') throw new AppError('CARD_CLOSED');
    if (card.state === 'blocked') throw new AppError('CARD_BLOCKED');
    if (!card.pinHash) throw new AppError('CARD_PIN_NOT_SET');
    const resting = card.pinRetryAt ? card.pinRetryAt.getTime() - Date.now() : 0;
    if (resting > 0)
      throw new AppError('CARD_PIN_PAUSED', {
        field: 'pin',
        retryAfter: Math.ceil(resting / 1000),
      });
    if (!(await verifyPassword(card.pinHash, body.pin))) {
      const failures = card.pinFailures + 1;
      const block = failures >= CARD_LIMITS.pinAttempts;
      const pause = block ? null : pinPauseSeconds(failures);
      const stations = card.pinFailureStations.includes(stationId)
        ? card.pinFailureStations
        : [...card.pinFailureStations, stationId];
      await updateCard(tx, card.id, {
        pinFailures: failures,
        pinRetryAt: pause ? new Date(Date.now() + pause * 1000) : null,
        pinFailureStations: stations,
        ...(block ? { state: 'blocked', blockedReason: 'pin' } : {}),
      });
      const message = block
        ? await notify(
            tx,
            card.userId,
            'card_blocked_pin_at',
            { last4: card.last4, ...(await stationNames(tx, stations)) },
            LAST_USED_LANGUAGE,
          )
        : undefined;
      return {
        refused: block ? ('CARD_BLOCKED' as const) : ('WRONG_PIN' as const),
        pause,
        card,
        message,
      };
    }
    if (card.pinFailures > 0 || card.pinFailureStations.length > 0)
      await updateCard(tx, card.id, { pinFailures: 0, pinRetryAt: null, pinFailureStations: [] });
    const allowed = await findCardProduct(tx, card.id, body.product_id);
    if (!allowed) throw new AppError('CARD_PRODUCT_NOT_ALLOWED', { field: 'product_id' });
    const [usage] = (await findCardUsage(tx, [card.id])).filter(
      (u) => u.productId === body.product_id,
    );
    const day = (usage?.day ?? 0) + quantity;
    const month = (usage?.month ?? 0) + quantity;
    if (
      (allowed.dayLimit !== null && day > allowed.dayLimit) ||
      (allowed.monthLimit !== null && month > allowed.monthLimit)
    )
      throw new AppError('CARD_LIMIT_EXCEEDED', { field: 'volume' });
    const row = await insertCardRefuel(tx, {
      cardId: card.id,
      userId: card.userId,
      productId: body.product_id,
      stationId,
      funding: card.funding,
      quantity,
      expiresAt: new Date(Date.now() + CARD_REFUEL_TTL_SECONDS * 1000),
    });
    const owner = account(row);
    await postJournal(tx, 'refuel_hold', row.id, [
      { ...owner, account: 'available', productId: row.productId, quantity: -quantity },
      { ...owner, account: 'held', productId: row.productId, quantity },
    ]);
    await insertTransaction(tx, {
      userId: card.userId,
      type: 'charging',
      statusId: TRANSACTION_STATUS.pending,
      productId: row.productId,
      quantity: -quantity,
      stationId,
      referenceId: row.id,
      cardId: card.id,
      fromCardFuel: row.funding === 'card',
    });
    return { refused: null, card, row };
  });
  if (outcome.message) announce(deps.events, outcome.message);
  if (outcome.refused) {
    if (outcome.refused === 'CARD_BLOCKED')
      deps.events.publish(outcome.card.userId ?? '', {
        type: CARD_EVENT_TYPES.cardChanged,
        data: { card_id: outcome.card.id },
      });
    throw new AppError(outcome.refused, {
      field: 'pin',
      ...(outcome.pause ? { retryAfter: outcome.pause } : {}),
    });
  }
  const { row, card } = outcome;
  if (!row) throw new Error('unreachable');
  deps.events.publish(row.userId, {
    type: CARD_EVENT_TYPES.cardChanged,
    data: { card_id: card.id },
  });
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

/** The pump reports what it dispensed: that is debited, the rest released; a retry answers the same. */
export async function completeCardRefuel(
  deps: CardDeps,
  stationId: string,
  refuelId: string,
  dispensedVolume: number,
) {
  const dispensed = parseQuantity(dispensedVolume);
  if (dispensed === null) throw new AppError('VALIDATION_FAILED', { field: 'dispensed' });
  // Nothing dispensed: the driver gave up at the pump, and the hold goes back at once.
  if (dispensed === 0) return cancelCardRefuel(deps, stationId, refuelId);
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await lockCardRefuel(tx, refuelId, stationId);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.state === 'completed') {
      if (row.dispensed === dispensed) return { row, replay: true as const };
      throw new AppError('REFUEL_NOT_ACTIVE');
    }
    if (row.state === 'cancelled') throw new AppError('REFUEL_NOT_ACTIVE');
    if (row.state !== 'active' || row.expiresAt.getTime() < Date.now())
      throw new AppError('NOT_FOUND');
    if (dispensed > row.quantity) throw new AppError('BUSINESS_RULE', { field: 'dispensed' });
    const released = row.quantity - dispensed;
    const owner = account(row);
    const entries: Entry[] = [
      { ...owner, account: 'held', productId: row.productId, quantity: -row.quantity },
      { userId: null, account: 'dispensed', productId: row.productId, quantity: dispensed },
    ];
    if (released > 0)
      entries.push({
        ...owner,
        account: 'available',
        productId: row.productId,
        quantity: released,
      });
    await postJournal(tx, 'refuel_settle', row.id, entries);
    await endCardRefuel(tx, row.id, { state: 'completed', dispensed });
    const history = await updateTransactionsOf(tx, row.id, {
      statusId: TRANSACTION_STATUS.success,
      quantity: -dispensed,
    });
    const product = await findProductLabel(tx, row.productId);
    const station = await findStationLabel(tx, stationId);
    const card = await tx.query.cards.findFirst({ where: (c, { eq }) => eq(c.id, row.cardId) });
    const message = await notify(
      tx,
      row.userId,
      'card_refuel_completed',
      {
        last4: card?.last4 ?? '',
        dispensed: formatQuantity(dispensed),
        unit: product?.unit ?? 'L',
        ...(product ? localized('product', product.name) : {}),
        ...(station ? localized('station', station.name) : {}),
      },
      LAST_USED_LANGUAGE,
      ownRowId(history, row.userId),
    );
    return { row: { ...row, dispensed }, replay: false as const, message };
  });
  const { row } = outcome;
  const reply = {
    refuel_id: row.id,
    dispensed: formatQuantity(dispensed),
    released: formatQuantity(row.quantity - dispensed),
  };
  if (!outcome.replay) {
    deps.events.publish(row.userId, {
      type: CARD_EVENT_TYPES.cardRefuelCompleted,
      data: { card_id: row.cardId, product_id: row.productId, ...reply },
    });
    announce(deps.events, outcome.message);
  }
  return reply;
}

/**
 * Gives a card refuel's whole hold back, in the transaction holding its row: the fuel to where
 * it came from, the card's day and month limits free again (usage counts only active and
 * completed refuels), and its history row an error that says how it ended, nothing drawn.
 */
async function releaseCardHold(tx: Db, row: CardRefuelRow, state: 'cancelled' | 'expired') {
  const owner = account(row);
  await postJournal(tx, 'refuel_release', row.id, [
    { ...owner, account: 'held', productId: row.productId, quantity: -row.quantity },
    { ...owner, account: 'available', productId: row.productId, quantity: row.quantity },
  ]);
  await endCardRefuel(tx, row.id, { state });
  await updateTransactionsOf(tx, row.id, { statusId: TRANSACTION_STATUS.error, outcome: state });
}

/**
 * The pump reports that nothing was dispensed (`…/cancel`, or a completion of 0): the hold is
 * released at once instead of 15 minutes later, as an expired one is. A retry answers the same.
 */
export async function cancelCardRefuel(deps: CardDeps, stationId: string, refuelId: string) {
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
export async function expireCardRefuels(deps: CardDeps, limit = 50): Promise<number> {
  let count = 0;
  for (const { id, stationId } of await findExpiredCardRefuels(deps.db, limit)) {
    const row = await deps.db.transaction(async (tx) => {
      const locked = await lockCardRefuel(tx, id, stationId);
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
