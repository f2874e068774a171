import {
  CARD_EVENT_TYPES,
  CARD_LIMITS,
  type Card,
  type CardAddBody,
  type CardsQuery,
  type CardUpdateBody,
  type Language,
  parseQuantity,
  type TransactionsQuery,
} from '@fuel/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../lib/passwords';
import type { WriteDeps } from '../../lib/write-deps';
import { writeTransaction } from '../../lib/write-transaction';
import { productExists } from '../products';
import { listTransactions } from '../transactions';
import { vehicleOf } from '../vehicles';
import { findMemberByPublicId } from './card-extras.repository';
import { findCardGroupsByIds } from './card-groups.repository';
import { cardsToWire } from './card-view';
import {
  type CardScope,
  countCards,
  findCard,
  findCards,
  lockActivationsOf,
  lockCard,
  lockCardByNumber,
  recentActivationFailures,
  recordActivationFailure,
  replaceCardProducts,
  updateCard,
} from './cards.repository';

export async function listCards(
  db: Db,
  userId: string,
  lang: Language,
  q: CardsQuery,
  scope: CardScope = {},
) {
  const scoped = { ...q, ...scope };
  const [count, rows] = await Promise.all([
    countCards(db, userId, scoped),
    findCards(db, userId, scoped),
  ]);
  return { count, data: await cardsToWire(db, rows, lang) };
}

/** Whether the card is the company's and within what the caller may see of its cards. */
export async function cardInScope(db: Db, userId: string, id: string, scope: CardScope) {
  return !!(await findCard(db, userId, id, scope));
}

export async function getCard(
  db: Db,
  userId: string,
  id: string,
  lang: Language,
  scope: CardScope = {},
): Promise<Card> {
  const row = await findCard(db, userId, id, scope);
  if (!row) throw new AppError('NOT_FOUND');
  const [card] = await cardsToWire(db, [row], lang);
  if (!card) throw new AppError('NOT_FOUND');
  return card;
}

/**
 * A card the company got in another way: its number and the code on its carrier, both checked.
 * A card the company already has (an ordered card handed over is on its list by itself) is said
 * so, when its code is right, and not counted as a wrong try.
 */
export async function addCard(deps: WriteDeps, userId: string, body: CardAddBody, lang: Language) {
  const window = CARD_LIMITS.activationLockSeconds;
  const outcome = await writeTransaction(deps, async (tx, outbox) => {
    // Held to the end: the company's tries are counted and recorded one after the other, so
    // tries sent together cannot all read the same count (ADR 0028).
    await lockActivationsOf(tx, userId);
    // Counted per company, whatever the number: the answer never tells a card in stock from an
    // unknown one, and a stranger guessing cannot lock the card's buyer out.
    const failed = await recentActivationFailures(tx, userId, window);
    if (failed.count >= CARD_LIMITS.activationAttempts) {
      const since = failed.oldest ? (Date.now() - failed.oldest.getTime()) / 1000 : 0;
      throw new AppError('CARD_ACTIVATION_LOCKED', {
        retryAfter: Math.max(1, Math.ceil(window - since)),
      });
    }
    const card = await lockCardByNumber(tx, body.number);
    const usable =
      card && (card.userId === null || card.userId === userId) && card.state !== 'closed';
    // An unknown number, a card someone else has, and a wrong code all answer the same, in the
    // same time.
    const right = usable
      ? await verifyPassword(card.activationCodeHash, body.activation_code)
      : await verifyAgainstNothing(body.activation_code);
    if (!usable || !right) {
      await recordActivationFailure(tx, userId, window);
      return { ok: false as const };
    }
    if (card.userId === userId) return { ok: false as const, alreadyYours: true };
    await updateCard(tx, card.id, { userId, addedAt: new Date() });
    outbox.publish(userId, { type: CARD_EVENT_TYPES.cardChanged, data: { card_id: card.id } });
    return { ok: true as const, id: card.id };
  });
  // A wrong try is kept (committed above), and then refused.
  if (!outcome.ok) {
    if (outcome.alreadyYours) throw new AppError('CARD_ALREADY_YOURS', { field: 'number' });
    throw new AppError('CARD_ACTIVATION_FAILED', { field: 'activation_code' });
  }
  return getCard(deps.db, userId, outcome.id, lang);
}

/** A card's count of wrong PINs in a row, its pause and where they came from, cleared. */
const NO_WRONG_PINS = { pinFailures: 0, pinRetryAt: null, pinFailureStations: [] };

function limit(value: number | null, field: string) {
  if (value === null) return null;
  const q = parseQuantity(value);
  if (q === null) throw new AppError('VALIDATION_FAILED', { field });
  return q;
}

export async function editCard(
  deps: WriteDeps,
  userId: string,
  id: string,
  body: CardUpdateBody,
  lang: Language,
  scope: CardScope = {},
) {
  const pinHash = body.pin ? await hashPassword(body.pin) : undefined;
  await writeTransaction(deps, async (tx, outbox) => {
    const card = await lockCard(tx, userId, id);
    if (!card) throw new AppError('NOT_FOUND');
    if (card.state === 'closed') throw new AppError('CARD_CLOSED');
    // Under the row's lock: of two saves made from one version, the second is refused.
    if (body.version !== undefined && body.version !== card.settingsVersion)
      throw new AppError('CARD_CHANGED');
    if (body.vehicle_id && !(await vehicleOf(tx, userId, body.vehicle_id)))
      throw new AppError('NOT_FOUND', { field: 'vehicle_id' });
    // Only the company's own group; a manager kept to some groups moves cards among those alone.
    if (
      body.group_id &&
      (!(await findCardGroupsByIds(tx, userId, [body.group_id])).length ||
        (scope.groupIds && !scope.groupIds.includes(body.group_id)))
    )
      throw new AppError('NOT_FOUND', { field: 'group_id' });
    if (body.group_id === null && scope.groupIds) throw new AppError('ROLE_FORBIDDEN');
    // Only someone on the company's team can be given the card.
    const driverUserId =
      body.driver_id === undefined || body.driver_id === null
        ? body.driver_id
        : await findMemberByPublicId(tx, userId, body.driver_id);
    if (driverUserId === undefined && body.driver_id !== undefined)
      throw new AppError('NOT_FOUND', { field: 'driver_id' });
    if (body.products) {
      const seen = new Set<string>();
      const rows = [];
      for (const [i, p] of body.products.entries()) {
        if (seen.has(p.product_id)) throw new AppError('CONFLICT', { field: `products.${i}` });
        seen.add(p.product_id);
        if (!(await productExists(tx, p.product_id)))
          throw new AppError('NOT_FOUND', { field: `products.${i}.product_id` });
        const dayLimit = limit(p.day_limit, `products.${i}.day_limit`);
        const monthLimit = limit(p.month_limit, `products.${i}.month_limit`);
        if (dayLimit !== null && monthLimit !== null && dayLimit > monthLimit)
          throw new AppError('BUSINESS_RULE', { field: `products.${i}.day_limit` });
        rows.push({ productId: p.product_id, dayLimit, monthLimit });
      }
      await replaceCardProducts(tx, id, rows);
    }
    const changes = {
      ...(body.name !== undefined ? { name: body.name || null } : {}),
      ...(body.vehicle_id !== undefined ? { vehicleId: body.vehicle_id } : {}),
      ...(body.funding ? { funding: body.funding } : {}),
      ...(body.driver_id !== undefined ? { driverUserId: driverUserId ?? null } : {}),
      ...(body.group_id !== undefined ? { groupId: body.group_id } : {}),
      // A new PIN also clears the wrong tries counted against the old one, and their pause.
      ...(pinHash ? { pinHash, ...NO_WRONG_PINS } : {}),
    };
    // Only the fields sent change; the version moves with any change, products included.
    if (Object.keys(changes).length > 0 || body.products)
      await updateCard(tx, id, { ...changes, settingsVersion: card.settingsVersion + 1 });
    outbox.publish(userId, { type: CARD_EVENT_TYPES.cardChanged, data: { card_id: id } });
  });
  return getCard(deps.db, userId, id, lang);
}

/** Blocking stops the card at every pump at once; unblocking also forgets wrong PIN tries. */
export async function setBlocked(
  deps: WriteDeps,
  userId: string,
  id: string,
  blocked: boolean,
  lang: Language,
) {
  await writeTransaction(deps, async (tx, outbox) => {
    const card = await lockCard(tx, userId, id);
    if (!card) throw new AppError('NOT_FOUND');
    if (card.state === 'closed') throw new AppError('CARD_CLOSED');
    await updateCard(
      tx,
      id,
      blocked
        ? {
            state: 'blocked',
            blockedReason: card.state === 'blocked' ? card.blockedReason : 'company',
          }
        : { state: 'active', blockedReason: null, ...NO_WRONG_PINS },
    );
    outbox.publish(userId, { type: CARD_EVENT_TYPES.cardChanged, data: { card_id: id } });
  });
  return getCard(deps.db, userId, id, lang);
}

/** A card's own history: only this company's card (another's id is 404). */
export async function listCardTransactions(
  db: Db,
  userId: string,
  id: string,
  lang: Language,
  page: { offset: number; limit: number },
  scope: CardScope = {},
) {
  if (!(await findCard(db, userId, id, scope))) throw new AppError('NOT_FOUND');
  return listTransactions(db, userId, lang, { ...page, card_id: id } as TransactionsQuery);
}
