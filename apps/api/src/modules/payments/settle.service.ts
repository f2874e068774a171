import {
  DEFAULT_LANGUAGE,
  formatQuantity,
  isLanguage,
  PAYMENT_PAGE_LIFETIME_SECONDS,
  TRANSACTION_STATUS,
  type TransactionStatusId,
} from '@fuel/contract';
import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import { GatewayUnavailableError } from '../../integrations/payment-gateway/errors';
import {
  gatewayLanguage,
  ORDER_STATUS,
  type PaymentGateway,
} from '../../integrations/payment-gateway/gateway';
import type { EventHub } from '../../lib/event-hub';
import { writeTransaction } from '../../lib/write-transaction';
import { postJournal } from '../ledger';
import { announce, localized, notify } from '../notifications';
import { findProductLabel } from '../products';
import { recordReceipt } from '../receipts';
import { ownRowId, updateTransactionsOf } from '../transactions';
import { type FailedOrderOutcome, failedOrderOutcome, UNREGISTERED_OUTCOME } from './outcome';
import { ageOf, findOrder, lockOrder, type Order, updateOrder } from './payments.repository';
import { insertSavedCard } from './saved-cards.repository';

export interface PaymentDeps {
  db: Db;
  config: Config;
  gateway: PaymentGateway;
  events: EventHub;
}

const FAILED = new Set<number>([
  ORDER_STATUS.reversed,
  ORDER_STATUS.refunded,
  ORDER_STATUS.declined,
]);
const WAITING = new Set<number>([ORDER_STATUS.held, ORDER_STATUS.acs]);
/** An order the gateway never heard of (registration failed half-way) is given up after this. */
const UNREGISTERED_TIMEOUT_SECONDS = 15 * 60;
/**
 * An order the bank still calls "registered" this long after its page closed was abandoned;
 * the bank will not take a payment for it any more, so it ends as an error instead of being
 * asked about for ever.
 */
const ABANDONED_AFTER_SECONDS = PAYMENT_PAGE_LIFETIME_SECONDS + 10 * 60;

/**
 * The one way an order is settled, from the return page, the bank's callback or the
 * reconciler, however they race: ask the gateway, then under a row lock credit the fuel exactly
 * once when it says deposited with the right amount. Declines and expiries become errors; a
 * deposited amount that differs from the order credits nothing and waits for a person.
 */
export async function settleOrder(deps: PaymentDeps, orderId: string): Promise<Order | undefined> {
  const { db, gateway } = deps;
  const order = await findOrder(db, orderId);
  if (!order || order.state !== 'pending') return order;

  if (!order.gatewayOrderId) {
    if ((await ageOf(db, order.id)) > UNREGISTERED_TIMEOUT_SECONDS) {
      await db.transaction(async (tx) => {
        // Registration may have finished meanwhile; then the order is the gateway's to settle.
        const locked = await lockOrder(tx, order.id);
        if (locked?.state === 'pending' && !locked.gatewayOrderId)
          await finish(tx, locked, 'failed', null, TRANSACTION_STATUS.error, UNREGISTERED_OUTCOME);
      });
    }
    return findOrder(db, orderId);
  }

  let status: Awaited<ReturnType<PaymentGateway['getOrderStatus']>>;
  try {
    // In the order's language: a decline's reason is kept as the bank words it.
    status = await gateway.getOrderStatus(order.gatewayOrderId, gatewayLanguage(order.language));
  } catch (err) {
    // Nothing is known; the reconciler asks again later.
    if (err instanceof GatewayUnavailableError) return order;
    throw err;
  }

  await writeTransaction(deps, async (tx, outbox) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked || locked.state !== 'pending') return;
    const s = status.orderStatus;
    if (s === ORDER_STATUS.deposited) {
      if (status.amount !== locked.amount * 100) {
        await finish(tx, locked, 'review', s, TRANSACTION_STATUS.pending);
        return;
      }
      await postJournal(tx, 'purchase', locked.id, [
        { userId: null, account: 'sales', productId: locked.productId, quantity: -locked.quantity },
        {
          userId: locked.userId,
          account: 'available',
          productId: locked.productId,
          quantity: locked.quantity,
        },
      ]);
      const history = await finish(tx, locked, 'paid', s, TRANSACTION_STATUS.success);
      await recordReceipt(tx, {
        kind: 'purchase',
        operationId: locked.id,
        userId: locked.userId,
        productId: locked.productId,
        quantity: locked.quantity,
        priced: { unitPrice: locked.unitPrice, total: locked.amount },
        stationId: null,
        vehicleId: null,
        card: null,
      });
      const binding = status.bindingInfo?.bindingId;
      if (locked.saveCard && binding && status.cardAuthInfo?.pan) {
        const card = status.cardAuthInfo;
        await insertSavedCard(tx, {
          userId: locked.userId,
          bindingId: binding,
          maskedPan: card.pan,
          expiry: card.expiration ?? '',
          holder: card.cardholderName || null,
          brand: card.paymentSystem ?? brandOf(card.pan),
        });
      }
      const label = await findProductLabel(tx, locked.productId);
      const message = await notify(
        tx,
        locked.userId,
        'purchase_paid',
        {
          quantity: formatQuantity(locked.quantity),
          unit: label?.unit ?? 'L',
          ...(label ? localized('product', label.name) : {}),
        },
        isLanguage(locked.language) ? locked.language : DEFAULT_LANGUAGE,
        ownRowId(history, locked.userId),
      );
      announce(outbox, message);
      outbox.publish(locked.userId, {
        type: 'balance.changed',
        data: { product_id: locked.productId, reason: 'purchase', order_id: locked.id },
      });
      return;
    }
    const abandoned =
      s === ORDER_STATUS.registered && (await ageOf(tx, locked.id)) > ABANDONED_AFTER_SECONDS;
    if (FAILED.has(s) || abandoned)
      await finish(tx, locked, 'failed', s, TRANSACTION_STATUS.error, failedOrderOutcome(status));
    else await updateOrder(tx, locked.id, { gatewayStatus: s });
    if (WAITING.has(s))
      await updateTransactionsOf(tx, locked.id, { statusId: TRANSACTION_STATUS.pending });
  });
  return findOrder(db, orderId);
}

/**
 * Ends an order and its history rows together; only inside the transaction holding its lock.
 * Returns the history rows.
 */
async function finish(
  tx: Db,
  order: Order,
  state: Order['state'],
  gatewayStatus: number | null,
  statusId: TransactionStatusId,
  outcome?: FailedOrderOutcome,
) {
  await updateOrder(tx, order.id, { state, gatewayStatus, settled: state === 'paid' });
  return updateTransactionsOf(tx, order.id, { statusId, ...outcome });
}

/** The card scheme by its first digits, when the bank does not name it. */
function brandOf(maskedPan: string): string {
  if (maskedPan.startsWith('4')) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(maskedPan)) return 'MASTERCARD';
  if (maskedPan.startsWith('9051')) return 'ARCA';
  return 'CARD';
}
