import { ORDER_STATUS } from '../gateway';
import { type CardErrors, validateCard } from './card-form';
import { type Params, withOrderId } from './params';
import { approve, currentOrder, decline, startAcs } from './payments';
import { ACTION_CODE } from './sandbox.constants';
import type { SandboxOrder } from './sandbox.repository';
import type { SandboxContext } from './sandbox-context';

const UUID = /^[0-9a-f-]{36}$/i;

/** The order behind the payment page, as it stands now; undefined when there is none. */
export function pageOrder(ctx: SandboxContext, mdOrder: string | undefined) {
  return mdOrder && UUID.test(mdOrder) ? currentOrder(ctx, mdOrder) : Promise.resolve(undefined);
}

export type PaymentResult =
  | { kind: 'redirect'; url: string }
  | { kind: 'invalid'; errors: CardErrors }
  /** Someone else finished the order first (another tab, the expiry). */
  | { kind: 'gone'; order: SandboxOrder | undefined };

/** Where the browser goes afterwards: failUrl on a decline when given, else returnUrl. */
function exit(order: SandboxOrder, paid: boolean): PaymentResult {
  const url = !paid && order.failUrl ? order.failUrl : order.returnUrl;
  return { kind: 'redirect', url: withOrderId(url, order.id) };
}

/** The payment page's form: Cancel declines, otherwise the test card decides. */
export async function submitPayment(
  ctx: SandboxContext,
  order: SandboxOrder,
  form: Params,
): Promise<PaymentResult> {
  const from = [ORDER_STATUS.registered];
  if (form.action === 'cancel') {
    const row = await decline(ctx, order, from, ACTION_CODE.cancelled);
    return row ? exit(row, false) : { kind: 'gone', order: await currentOrder(ctx, order.id) };
  }
  const { card, errors } = validateCard(form, ctx.now());
  if (!card) return { kind: 'invalid', errors };
  const details = {
    maskedPan: card.maskedPan,
    expiration: card.expiration,
    cardholderName: card.cardholderName,
    saveCard: form.saveCard === 'on' && !!order.clientId,
  };
  let row: SandboxOrder | undefined;
  if (card.outcome === 'approve') row = await approve(ctx, order, from, details);
  else if (card.outcome === 'acs') row = await startAcs(ctx, order, details);
  else row = await decline(ctx, order, from, ACTION_CODE.insufficientFunds, details);
  if (!row) return { kind: 'gone', order: await currentOrder(ctx, order.id) };
  // The 3-D Secure card counts as "not declined": the merchant learns the outcome by asking.
  return exit(row, card.outcome !== 'decline');
}
