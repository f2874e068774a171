import { randomUUID } from 'node:crypto';
import {
  CARD_EVENT_TYPES,
  type CardLoadBody,
  type CardTransferBody,
  formatQuantity,
  type Language,
  parseQuantity,
  TRANSACTION_STATUS,
} from '@fuel/contract';
import type { Db } from '../../db/database';
import { ALWAYS, type Once } from '../../idempotency/idempotency';
import { AppError } from '../../lib/app-error';
import type { WriteDeps } from '../../lib/write-deps';
import { type Outbox, writeTransaction } from '../../lib/write-transaction';
import { postJournal } from '../ledger';
import { productExists } from '../products';
import { insertTransaction } from '../transactions';
import { findCardBalances, lockCard, updateCard } from './cards.repository';
import { getCard } from './cards.service';

/**
 * Moves fuel between the company's balance and one of its cards' sub-account, with a history
 * row naming the card. `quantity` > 0 loads the card, < 0 moves fuel back to the company.
 */
async function move(db: Db, userId: string, cardId: string, productId: string, quantity: number) {
  const id = randomUUID();
  await postJournal(db, quantity > 0 ? 'card_load' : 'card_unload', id, [
    { userId, account: 'available', productId, quantity: -quantity },
    { userId, account: 'available', productId, quantity, cardId },
  ]);
  await insertTransaction(db, {
    userId,
    type: 'transfer',
    statusId: TRANSACTION_STATUS.success,
    productId,
    quantity: -quantity,
    referenceId: id,
    cardId,
  });
}

/**
 * Moves the fuel (`move`), tells the company's open pages of the card and the balance, and
 * answers with the volume moved and the card as it now is.
 */
async function moveAndAnswer(
  tx: Db,
  outbox: Outbox,
  card: { userId: string; id: string; lang: Language },
  productId: string,
  quantity: number,
) {
  const { userId, id, lang } = card;
  await move(tx, userId, id, productId, quantity);
  outbox.publish(userId, { type: CARD_EVENT_TYPES.cardChanged, data: { card_id: id } });
  outbox.publish(userId, {
    type: 'balance.changed',
    data: { product_id: productId, reason: 'card' },
  });
  return {
    product_id: productId,
    volume: formatQuantity(Math.abs(quantity)),
    card: await getCard(tx, userId, id, lang),
  };
}

/**
 * Company → card. 422 INSUFFICIENT_BALANCE when the company has less; nothing moves then. `once`
 * claims the Idempotency-Key inside the movement's transaction.
 */
export async function loadCard(
  deps: WriteDeps,
  userId: string,
  id: string,
  body: CardLoadBody,
  lang: Language,
  once: Once = ALWAYS,
) {
  const quantity = parseQuantity(body.volume);
  if (!quantity) throw new AppError('VALIDATION_FAILED', { field: 'volume' });
  return writeTransaction(
    deps,
    async (tx, outbox) => {
      const card = await lockCard(tx, userId, id);
      if (!card) throw new AppError('NOT_FOUND');
      if (card.state === 'closed') throw new AppError('CARD_CLOSED');
      if (!(await productExists(tx, body.product_id)))
        throw new AppError('NOT_FOUND', { field: 'product_id' });
      return moveAndAnswer(tx, outbox, { userId, id, lang }, body.product_id, quantity);
    },
    once,
  );
}

/** Card → company: the given volume, or all of that product the card holds (not what is held). */
export async function moveBack(
  deps: WriteDeps,
  userId: string,
  id: string,
  body: CardTransferBody,
  lang: Language,
  once: Once = ALWAYS,
) {
  const asked = body.volume === undefined ? null : parseQuantity(body.volume);
  return writeTransaction(
    deps,
    async (tx, outbox) => {
      const card = await lockCard(tx, userId, id);
      if (!card) throw new AppError('NOT_FOUND');
      const [balance] = (await findCardBalances(tx, [id], lang)).filter(
        (b) => b.productId === body.product_id,
      );
      const held = balance?.available ?? 0;
      const amount = asked ?? held;
      // The card's own fuel, not the company's balance, is what falls short here.
      if (amount <= 0 || amount > held) throw new AppError('CARD_FUEL_SHORT', { field: 'volume' });
      return moveAndAnswer(tx, outbox, { userId, id, lang }, body.product_id, -amount);
    },
    once,
  );
}

/** Returns all the card's fuel to the company, then closes the card for good (history kept). */
export async function deleteCard(deps: WriteDeps, userId: string, id: string, lang: Language) {
  const returned = await writeTransaction(deps, async (tx, outbox) => {
    const card = await lockCard(tx, userId, id);
    if (!card || card.state === 'closed') throw new AppError('NOT_FOUND');
    const balances = await findCardBalances(tx, [id], lang);
    // Fuel held for a refuel under way is the pump's until it reports.
    if (balances.some((b) => b.held > 0)) throw new AppError('CARD_REFUEL_IN_PROGRESS');
    const moved = [];
    for (const b of balances) {
      if (b.available <= 0) continue;
      await move(tx, userId, id, b.productId, -b.available);
      moved.push({ product_id: b.productId, volume: formatQuantity(b.available) });
    }
    await updateCard(tx, id, { state: 'closed', closedAt: new Date(), pinHash: null });
    outbox.publish(userId, { type: CARD_EVENT_TYPES.cardChanged, data: { card_id: id } });
    return moved;
  });
  return { id, returned };
}
