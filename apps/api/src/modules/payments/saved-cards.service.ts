import { formatQuantity, type Language, type SavedCard as SavedCardView } from '@fuel/contract';
import type { Db } from '../../db/database';
import { GatewayError } from '../../integrations/payment-gateway';
import { AppError } from '../../lib/app-error';
import { findBalance } from '../ledger';
import { NO_SUCH_BINDING } from './deleted-accounts.service';
import { paymentMessage } from './payment-message';
import { refuseTooManyPending } from './pending-limit';
import {
  createSavedCardOrder,
  isCardExpired,
  payWithSavedCard,
} from './saved-card-payment.service';
import {
  deleteSavedCard,
  findSavedCard,
  findSavedCards,
  type SavedCard,
} from './saved-cards.repository';
import type { PaymentDeps } from './settle.service';

export function cardView(card: SavedCard): SavedCardView {
  return {
    id: card.id,
    masked_pan: card.maskedPan,
    last4: card.maskedPan.slice(-4),
    expiry: `${card.expiry.slice(4, 6)}/${card.expiry.slice(2, 4)}`,
    expired: isCardExpired(card),
    holder: card.holder,
    brand: card.brand,
  };
}

export async function listSavedCards(deps: PaymentDeps, userId: string) {
  const rows = await findSavedCards(deps.db, userId);
  return { count: rows.length, data: rows.map(cardView) };
}

/**
 * What else must happen, in the same transaction, when a saved card goes: the automatic top-ups
 * paying with it stop (balance rules depend on payments, so the app hands this in).
 */
export type SavedCardRemoved = (tx: Db, userId: string, cardId: string) => Promise<void>;

/** Removes the card at the bank (`unBindCard.do`), then here. */
export async function removeSavedCard(
  deps: PaymentDeps,
  userId: string,
  id: string,
  onRemoved: SavedCardRemoved,
) {
  const card = await findSavedCard(deps.db, userId, id);
  if (!card) throw new AppError('NOT_FOUND');
  try {
    await deps.gateway.unbindCard(card.bindingId);
  } catch (err) {
    if (!(err instanceof GatewayError && err.errorCode === NO_SUCH_BINDING))
      throw new AppError('PAYMENT_FAILED', { params: {} }, err);
  }
  await deps.db.transaction(async (tx) => {
    await onRemoved(tx, userId, id);
    await deleteSavedCard(tx, userId, id);
  });
}

/** Buys fuel with a saved card in one step; 3-D Secure sends the browser to the bank. */
export async function buyWithSavedCard(
  deps: PaymentDeps,
  userId: string,
  body: { product_id: string; quantity: number; card_id: string },
  lang: Language,
  ip: string,
) {
  const card = await findSavedCard(deps.db, userId, body.card_id);
  if (!card) throw new AppError('NOT_FOUND', { field: 'card_id' });
  if (isCardExpired(card)) throw new AppError('CARD_EXPIRED', { field: 'card_id' });

  const order = await deps.db.transaction(async (tx) => {
    await refuseTooManyPending(tx, deps, userId);
    return createSavedCardOrder(tx, {
      userId,
      productId: body.product_id,
      quantity: body.quantity,
      card,
      language: lang,
    });
  });
  if (!order) throw new Error('order was not created');
  const outcome = await payWithSavedCard(deps, order.id, {
    returnUrl: `${deps.config.publicUrl}/${lang}/my-balance`,
    ip,
  });
  if (outcome.kind === 'declined') throw new AppError('CARD_DECLINED', { field: 'card_id' });
  if (outcome.kind === 'expired') throw new AppError('CARD_EXPIRED', { field: 'card_id' });

  const current = outcome.order ?? order;
  const balance =
    current.state === 'paid'
      ? formatQuantity((await findBalance(deps.db, userId, current.productId)).available)
      : null;
  return {
    order_id: current.id,
    state: current.state,
    amount: current.amount,
    redirect_url: outcome.kind === 'confirm' ? outcome.redirect : null,
    balance,
    message: await paymentMessage(deps.db, current, lang, outcome.kind === 'confirm'),
  };
}
