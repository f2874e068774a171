import type { GatewayLanguage } from '../gateway';
import { paymentSystemOf } from './sandbox.constants';
import type { SandboxOrder } from './sandbox.repository';
import { actionCodeDescription } from './texts';

/** RBS paymentState names by orderStatus. */
const PAYMENT_STATE = [
  'CREATED',
  'APPROVED',
  'DEPOSITED',
  'REVERSED',
  'REFUNDED',
  'CREATED',
  'DECLINED',
];

/** The getOrderStatusExtended.do reply, with the field names a bank uses. */
export function statusReply(order: SandboxOrder, language: GatewayLanguage) {
  return {
    errorCode: '0',
    errorMessage: 'Success',
    orderNumber: order.orderNumber,
    orderStatus: order.status,
    actionCode: order.actionCode,
    actionCodeDescription: actionCodeDescription(order.actionCode, language),
    amount: order.amount,
    currency: order.currency,
    date: order.createdAt.getTime(),
    orderDescription: order.description ?? '',
    ...(order.ip ? { ip: order.ip } : {}),
    merchantOrderParams: Object.entries(order.jsonParams ?? {}).map(([name, value]) => ({
      name,
      value,
    })),
    attributes: [{ name: 'mdOrder', value: order.id }],
    ...(order.maskedPan
      ? {
          cardAuthInfo: {
            maskedPan: order.maskedPan,
            pan: order.maskedPan,
            expiration: order.expiration ?? '',
            cardholderName: order.cardholderName ?? '',
            paymentSystem: paymentSystemOf(order.maskedPan),
          },
        }
      : {}),
    ...(order.clientId
      ? {
          bindingInfo: {
            clientId: order.clientId,
            ...(order.bindingId ? { bindingId: order.bindingId } : {}),
          },
        }
      : {}),
    paymentAmountInfo: {
      paymentState: PAYMENT_STATE[order.status] ?? 'CREATED',
      approvedAmount: order.depositedAmount,
      depositedAmount: order.depositedAmount,
      refundedAmount: order.refundedAmount,
    },
  };
}
