import {
  bankOrderNumber,
  formatQuantity,
  type Language,
  type PaymentSyncReply,
  QUANTITY_SCALE,
  TRANSACTION_STATUS,
} from '@fuel/contract';
import {
  gatewayLanguage,
  paymentCallbackSecret,
  verifyCallbackChecksum,
} from '../../integrations/payment-gateway';
import { AppError } from '../../lib/app-error';
import { findBalance } from '../ledger';
import { findActiveProduct } from '../products';
import { insertTransaction, updateTransactionsOf } from '../transactions';
import { UNREGISTERED_OUTCOME } from './outcome';
import { orderDescription, paymentMessage } from './payment-message';
import {
  findOrderByAnyId,
  findOrderByGatewayId,
  insertOrder,
  setGatewayOrder,
  updateOrder,
} from './payments.repository';
import { refuseTooManyPending } from './pending-limit';
import { type PaymentDeps, settleOrder } from './settle.service';

/**
 * Starts a purchase: our order first (price fixed on it), then the bank's `register.do`. The
 * reply's formUrl is the bank's payment page; the bank sends the browser back to My balance
 * with `?orderId=` of its own.
 */
export async function registerPayment(
  deps: PaymentDeps,
  userId: string,
  body: { product_id: string; quantity: number; save_card?: boolean | undefined },
  lang: Language,
) {
  const { db, config, gateway } = deps;
  const product = await findActiveProduct(db, body.product_id);
  if (!product) throw new AppError('NOT_FOUND', { field: 'product_id' });
  const amount = body.quantity * product.price;
  const quantity = body.quantity * QUANTITY_SCALE;

  const order = await db.transaction(async (tx) => {
    await refuseTooManyPending(tx, deps, userId);
    const created = await insertOrder(tx, {
      userId,
      productId: product.id,
      quantity,
      unitPrice: product.price,
      amount,
      language: lang,
      saveCard: body.save_card === true,
    });
    await insertTransaction(tx, {
      userId,
      type: 'buying',
      statusId: TRANSACTION_STATUS.draft,
      productId: product.id,
      quantity,
      amount,
      referenceId: created.id,
    });
    return created;
  });

  try {
    const returnUrl = `${config.publicUrl}/${lang}/my-balance`;
    const registered = await gateway.registerOrder({
      orderNumber: bankOrderNumber(order.id),
      amountMinor: amount * 100,
      language: gatewayLanguage(lang),
      returnUrl,
      failUrl: returnUrl,
      description: orderDescription(lang, product, body.quantity),
      // The bank saves the card only for orders registered with the client's id.
      ...(body.save_card ? { clientId: userId } : {}),
    });
    await setGatewayOrder(db, order.id, registered.orderId, registered.formUrl);
    return { order_id: order.id, amount, formUrl: registered.formUrl };
  } catch (err) {
    await db.transaction(async (tx) => {
      await updateOrder(tx, order.id, { state: 'failed' });
      await updateTransactionsOf(tx, order.id, {
        statusId: TRANSACTION_STATUS.error,
        ...UNREGISTERED_OUTCOME,
      });
    });
    throw new AppError('PAYMENT_FAILED', { params: {} }, err);
  }
}

/** `GET /payment/sync/{orderId}`: our order id or the bank's; settles, then says how it stands. */
export async function syncPayment(
  deps: PaymentDeps,
  userId: string,
  orderId: string,
  lang: Language,
): Promise<PaymentSyncReply> {
  const found = await findOrderByAnyId(deps.db, userId, orderId);
  if (!found) throw new AppError('NOT_FOUND');
  const order = (await settleOrder(deps, found.id)) ?? found;
  const balance =
    order.state === 'paid'
      ? formatQuantity((await findBalance(deps.db, userId, order.productId)).available)
      : null;
  return {
    order_id: order.id,
    state: order.state,
    product_id: order.productId,
    quantity: formatQuantity(order.quantity),
    amount: order.amount,
    balance,
    message: await paymentMessage(deps.db, order, lang),
  };
}

/** The bank's signed callback: verified, then the order is settled by asking the gateway. */
export async function settleFromCallback(deps: PaymentDeps, params: Record<string, string>) {
  const secret = paymentCallbackSecret(deps.config);
  if (!secret || !verifyCallbackChecksum(params, secret)) throw new AppError('FORBIDDEN');
  const order = await findOrderByGatewayId(deps.db, params.mdOrder ?? '');
  if (!order) throw new AppError('NOT_FOUND');
  await settleOrder(deps, order.id);
}
