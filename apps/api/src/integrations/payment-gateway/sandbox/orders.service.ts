import { isUniqueViolation } from '../../../lib/db-errors';
import { CURRENCY_AMD, ORDER_STATUS } from '../gateway';
import { absoluteUrl, amountParam, jsonParams, optional, type Params, required } from './params';
import { currentOrder } from './payments';
import { ACTION_CODE } from './sandbox.constants';
import { addRefund, insertOrder, type SandboxOrder, transitionOrder } from './sandbox.repository';
import type { SandboxContext } from './sandbox-context';
import { rbsError } from './sandbox-error';
import { statusReply } from './status-reply';
import { isGatewayLanguage } from './texts';

/** register.do */
export async function registerOrder(ctx: SandboxContext, params: Params) {
  const orderNumber = required(params, 'orderNumber');
  const amount = amountParam(params);
  const currency = optional(params, 'currency') ?? CURRENCY_AMD;
  if (currency !== CURRENCY_AMD) throw rbsError.unknownCurrency();
  const returnUrl = absoluteUrl(params, 'returnUrl');
  if (!returnUrl) throw rbsError.missing('returnUrl');
  if (!ctx.merchant.isReturnUrl(returnUrl)) throw rbsError.invalid('returnUrl');
  const failUrl = absoluteUrl(params, 'failUrl');
  if (failUrl && !ctx.merchant.isReturnUrl(failUrl)) throw rbsError.invalid('failUrl');
  const callbackUrl = absoluteUrl(params, 'dynamicCallbackUrl') ?? callbackFrom(params);
  if (callbackUrl && !ctx.merchant.isCallbackUrl(callbackUrl)) {
    throw rbsError.invalid('dynamicCallbackUrl');
  }
  const language = optional(params, 'language');
  const extra = jsonParams(params);
  const now = ctx.now();
  let order: SandboxOrder;
  try {
    order = await insertOrder(ctx.db, {
      orderNumber,
      amount,
      currency,
      // Like a bank, an unknown language falls back to the merchant's default.
      language: isGatewayLanguage(language) ? language : 'hy',
      description: optional(params, 'description') ?? null,
      returnUrl,
      failUrl: failUrl ?? null,
      clientId: optional(params, 'clientId') ?? null,
      jsonParams: extra ?? null,
      callbackUrl: callbackUrl ?? null,
      actionCode: ACTION_CODE.noAttempts,
      createdAt: now,
      updatedAt: now,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw rbsError.alreadyProcessed();
    throw err;
  }
  const formUrl = new URL(ctx.pageUrl);
  formUrl.searchParams.set('mdOrder', order.id);
  formUrl.searchParams.set('language', order.language);
  return { orderId: order.id, formUrl: formUrl.toString() };
}

/** A callback URL passed among the merchant's `jsonParams`, as some banks accept it. */
function callbackFrom(params: Params): string | undefined {
  const extra = jsonParams(params);
  return extra?.callbackUrl
    ? absoluteUrl({ callbackUrl: extra.callbackUrl }, 'callbackUrl')
    : undefined;
}

/** Reads `orderId`; an id that is not even a UUID is as unknown as a missing order. */
export async function orderParam(ctx: SandboxContext, params: Params, name = 'orderId') {
  const id = required(params, name);
  const order = /^[0-9a-f-]{36}$/i.test(id) ? await currentOrder(ctx, id) : undefined;
  if (!order) throw rbsError.unknownOrder();
  return order;
}

/** getOrderStatusExtended.do */
export async function orderStatus(ctx: SandboxContext, params: Params) {
  if (!optional(params, 'orderId')) throw rbsError.missing('orderId');
  const order = await orderParam(ctx, params);
  const language = optional(params, 'language');
  return statusReply(order, isGatewayLanguage(language) ? language : order.language);
}

const SUCCESS = { errorCode: '0', errorMessage: 'Success' };

/** reverse.do: cancels a held or deposited payment that has not been refunded. */
export async function reverseOrder(ctx: SandboxContext, params: Params) {
  const order = await orderParam(ctx, params);
  const reversible: number[] = [ORDER_STATUS.held, ORDER_STATUS.deposited];
  if (!reversible.includes(order.status) || order.refundedAmount > 0) {
    throw rbsError.wrongState('Reversal');
  }
  const row = await transitionOrder(ctx.db, order.id, reversible, {
    status: ORDER_STATUS.reversed,
    depositedAmount: 0,
    updatedAt: ctx.now(),
  });
  if (!row) throw rbsError.wrongState('Reversal');
  ctx.notify(row, 'reversed', true);
  return SUCCESS;
}

/** refund.do: part or all of a deposited amount; fully refunded orders become status 4. */
export async function refundOrder(ctx: SandboxContext, params: Params) {
  const order = await orderParam(ctx, params);
  const amount = amountParam(params);
  if (order.status !== ORDER_STATUS.deposited) throw rbsError.wrongState('Refund');
  if (order.refundedAmount + amount > order.depositedAmount) throw rbsError.refundTooLarge();
  const row = await addRefund(ctx.db, order.id, amount, ctx.now());
  if (!row) throw rbsError.wrongState('Refund');
  ctx.notify(row, 'refunded', true);
  return SUCCESS;
}
