import { bankOrderNumber, isLanguage, QUANTITY_SCALE, TRANSACTION_STATUS } from '@fuel/contract';
import type { Db } from '../../db/database';
import {
  GatewayError,
  GatewayUnavailableError,
  gatewayLanguage,
  ORDER_STATUS,
} from '../../integrations/payment-gateway';
import { AppError } from '../../lib/app-error';
import { findActiveProduct, findProductLabel } from '../products';
import { insertTransaction, updateTransactionsOf } from '../transactions';
import { UNREGISTERED_OUTCOME } from './outcome';
import { orderDescription } from './payment-message';
import {
  findOrder,
  insertOrder,
  type Order,
  setGatewayOrder,
  updateOrder,
} from './payments.repository';
import { findSavedCardById, type SavedCard } from './saved-cards.repository';
import { type PaymentDeps, settleOrder } from './settle.service';

export type SavedCardOutcome =
  | { kind: 'paid'; order: Order }
  /** The bank wants the cardholder on its 3-D Secure page. */
  | { kind: 'confirm'; order: Order; redirect: string }
  | { kind: 'declined' | 'expired'; order?: Order; reason: string }
  /** No final answer yet: the reconciler settles it. */
  | { kind: 'pending'; order: Order };

/** YYYYMM now; a card is valid to the end of its expiry month. */
const thisMonth = (now = new Date()) =>
  `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
export const isCardExpired = (card: Pick<SavedCard, 'expiry'>, now?: Date) =>
  card.expiry < thisMonth(now);

/**
 * The order (price fixed on it) and its history row for a purchase with a saved card, in the
 * caller's transaction. An automatic one carries its crossing: the unique index on it makes a
 * second order for the same crossing fail, whichever process tries.
 */
export async function createSavedCardOrder(
  db: Db,
  input: {
    userId: string;
    productId: string;
    /** Whole units. */
    quantity: number;
    card: SavedCard;
    language: string;
    autoCrossing?: number;
    /** Drams this purchase may cost at most (what is left of a monthly cap). */
    maxAmount?: number;
  },
): Promise<Order | null> {
  const product = await findActiveProduct(db, input.productId);
  if (!product) throw new AppError('NOT_FOUND', { field: 'product_id' });
  const amount = input.quantity * product.price;
  if (input.maxAmount !== undefined && amount > input.maxAmount) return null;
  const quantity = input.quantity * QUANTITY_SCALE;
  const automatic = input.autoCrossing !== undefined;
  const order = await insertOrder(db, {
    userId: input.userId,
    productId: product.id,
    quantity,
    unitPrice: product.price,
    amount,
    language: input.language,
    savedCardId: input.card.id,
    ...(automatic ? { autoCrossing: input.autoCrossing } : {}),
  });
  await insertTransaction(db, {
    userId: input.userId,
    type: 'buying',
    statusId: TRANSACTION_STATUS.draft,
    productId: product.id,
    quantity,
    amount,
    referenceId: order.id,
    automatic,
  });
  return order;
}

/**
 * Pays an order with its saved card through `paymentOrderBinding.do`, then lets the one
 * `settleOrder` credit it. Safe to call again for the same order (an automatic top-up retried
 * after the bank did not answer): it asks the bank where the order stands before paying.
 */
export async function payWithSavedCard(
  deps: PaymentDeps,
  orderId: string,
  options: { returnUrl: string; ip?: string; retryWhenUnavailable?: boolean },
): Promise<SavedCardOutcome> {
  const { db, gateway } = deps;
  let order = await findOrder(db, orderId);
  if (!order) throw new Error(`order ${orderId} not found`);
  const card = order.savedCardId ? await findSavedCardById(db, order.savedCardId) : undefined;
  if (order.state !== 'pending') return outcomeOf(order);
  if (!card) {
    await giveUp(db, order);
    return { kind: 'declined', reason: 'card_removed' };
  }

  if (!order.gatewayOrderId) {
    try {
      const registered = await gateway.registerOrder({
        orderNumber: bankOrderNumber(order.id),
        amountMinor: order.amount * 100,
        language: gatewayLanguage(order.language),
        returnUrl: options.returnUrl,
        failUrl: options.returnUrl,
        description: await describeOrder(db, order),
        clientId: order.userId,
      });
      await setGatewayOrder(db, order.id, registered.orderId, registered.formUrl);
      order = { ...order, gatewayOrderId: registered.orderId };
    } catch (err) {
      if (options.retryWhenUnavailable && err instanceof GatewayUnavailableError) throw err;
      await giveUp(db, order);
      throw new AppError('PAYMENT_FAILED', { params: {} }, err);
    }
  } else {
    const current = await settleOrder(deps, order.id);
    if (!current || current.state !== 'pending') return outcomeOf(current ?? order);
    // Paid, declined or waiting for the cardholder already: nothing to send again.
    if (current.gatewayStatus !== null && current.gatewayStatus !== ORDER_STATUS.registered)
      return { kind: 'pending', order: current };
  }

  let redirect: string | undefined;
  try {
    const reply = await gateway.payWithBinding({
      orderId: order.gatewayOrderId ?? '',
      bindingId: card.bindingId,
      ip: options.ip,
    });
    redirect = reply.acsUrl ?? reply.redirect;
  } catch (err) {
    if (err instanceof GatewayError) {
      const settled = await settleOrder(deps, order.id);
      const expired = /expir/i.test(err.errorMessage) || isCardExpired(card);
      return {
        kind: expired ? 'expired' : 'declined',
        order: settled,
        reason: err.errorMessage || 'declined',
      };
    }
    if (options.retryWhenUnavailable) throw err;
  }

  const settled = (await settleOrder(deps, order.id)) ?? order;
  if (settled.state === 'pending' && settled.gatewayStatus === ORDER_STATUS.acs && redirect)
    return { kind: 'confirm', order: settled, redirect };
  return outcomeOf(settled);
}

function outcomeOf(order: Order): SavedCardOutcome {
  if (order.state === 'paid') return { kind: 'paid', order };
  if (order.state === 'failed') return { kind: 'declined', order, reason: 'declined' };
  return { kind: 'pending', order };
}

/** An order the bank never took: it ends as an error without asking it. */
async function giveUp(db: Db, order: Order) {
  await db.transaction(async (tx) => {
    await updateOrder(tx, order.id, { state: 'failed' });
    await updateTransactionsOf(tx, order.id, {
      statusId: TRANSACTION_STATUS.error,
      ...UNREGISTERED_OUTCOME,
    });
  });
}

async function describeOrder(db: Db, order: Order): Promise<string> {
  const product = await findProductLabel(db, order.productId);
  const quantity = order.quantity / QUANTITY_SCALE;
  return product
    ? orderDescription(isLanguage(order.language) ? order.language : 'am', product, quantity)
    : `Fuel Cabinet: ${quantity}`;
}
