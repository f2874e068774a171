import { ORDER_STATUS } from '../gateway';
import { orderParam } from './orders.service';
import { optional, type Params, required, withOrderId } from './params';
import { approve, decline, startBindingAcs } from './payments';
import {
  ACS_PAGE_PATH,
  ACTION_CODE,
  PAYMENT_PAGE_PATH,
  savedCardOutcome,
} from './sandbox.constants';
import { activeBindings, deactivateBinding, findBinding } from './sandbox.repository';
import type { SandboxContext } from './sandbox-context';
import { rbsError } from './sandbox-error';

const UUID = /^[0-9a-f-]{36}$/i;

async function bindingParam(ctx: SandboxContext, params: Params) {
  const id = required(params, 'bindingId');
  const binding = UUID.test(id) ? await findBinding(ctx.db, id) : undefined;
  if (!binding) throw rbsError.bindingNotFound();
  return binding;
}

/** YYYYMM of the sandbox's clock. */
const monthOf = (now: Date) =>
  `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;

/**
 * paymentOrderBinding.do: pays a registered order with a saved card, without the form. The
 * card must belong to the order's client. A card past its expiry and the documented declining
 * card are declined (the order becomes status 6 and the reply is errorCode 2); the documented
 * 3-D Secure card leaves the order waiting for the cardholder (status 5) and sends the browser
 * to the issuer's page (`acsUrl`); every other saved card is approved.
 */
export async function payWithBinding(ctx: SandboxContext, params: Params) {
  const order = await orderParam(ctx, params, 'mdOrder');
  const binding = await bindingParam(ctx, params);
  if (!binding.active || binding.clientId !== order.clientId) throw rbsError.bindingNotFound();
  if (order.status !== ORDER_STATUS.registered) throw rbsError.wrongState('Payment');
  const card = {
    maskedPan: binding.maskedPan,
    expiration: binding.expiryDate,
    cardholderName: binding.cardholderName,
    bindingId: binding.id,
    ip: optional(params, 'ip') ?? null,
  };
  const from = [ORDER_STATUS.registered];
  if (binding.expiryDate < monthOf(ctx.now())) {
    await decline(ctx, order, from, ACTION_CODE.expiredCard, card);
    throw rbsError.cardExpired();
  }
  const outcome = savedCardOutcome(binding.maskedPan);
  if (outcome === 'decline') {
    await decline(ctx, order, from, ACTION_CODE.insufficientFunds, card);
    throw rbsError.paymentDeclined();
  }
  if (outcome === 'acs') {
    if (!(await startBindingAcs(ctx, order, card))) throw rbsError.wrongState('Payment');
    const acsUrl = new URL(ctx.pageUrl.replace(PAYMENT_PAGE_PATH, ACS_PAGE_PATH));
    acsUrl.searchParams.set('mdOrder', order.id);
    return {
      errorCode: 0,
      info: 'Your order is proceeded, redirecting...',
      acsUrl: acsUrl.toString(),
      redirect: acsUrl.toString(),
    };
  }
  const paid = await approve(ctx, order, from, card);
  if (!paid) throw rbsError.wrongState('Payment');
  return {
    errorCode: 0,
    redirect: withOrderId(order.returnUrl, order.id),
    info: 'Your order is proceeded, redirecting...',
  };
}

/** getBindings.do: errorCode 2 "Information not found" when the client has no saved card. */
export async function getBindings(ctx: SandboxContext, params: Params) {
  const clientId = required(params, 'clientId');
  const rows = await activeBindings(ctx.db, clientId);
  if (!rows.length) throw rbsError.noBindings();
  return {
    errorCode: '0',
    errorMessage: 'Success',
    bindings: rows.map((b) => ({
      bindingId: b.id,
      maskedPan: b.maskedPan,
      expiryDate: b.expiryDate,
      clientId: b.clientId,
    })),
  };
}

/** unBindCard.do */
export async function unbindCard(ctx: SandboxContext, params: Params) {
  const binding = await bindingParam(ctx, params);
  if (!(await deactivateBinding(ctx.db, binding.id))) throw rbsError.bindingInactive();
  return { errorCode: '0', errorMessage: 'Success' };
}
