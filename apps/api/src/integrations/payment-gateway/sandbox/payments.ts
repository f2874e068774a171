import { randomUUID } from 'node:crypto';
import { ORDER_STATUS } from '../gateway';
import { ACS_DURATION_MS, ACTION_CODE, SESSION_TIMEOUT_MS } from './sandbox.constants';
import {
  findOrder,
  insertBinding,
  type OrderChanges,
  type SandboxOrder,
  transitionOrder,
} from './sandbox.repository';
import type { SandboxContext } from './sandbox-context';

/**
 * Deposits the full amount (the sandbox is a one-phase merchant). Saves the card when the payer
 * asked to and the order was registered with a clientId; a payment with a saved card keeps it.
 */
export async function approve(
  ctx: SandboxContext,
  order: SandboxOrder,
  from: number[],
  changes: OrderChanges & { saveCard?: boolean },
): Promise<SandboxOrder | undefined> {
  const now = ctx.now();
  const card = changes.maskedPan ? changes : order;
  const save = (changes.saveCard ?? order.saveCard) && order.clientId && !changes.bindingId;
  const newBindingId = save ? randomUUID() : undefined;
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await transitionOrder(tx, order.id, from, {
      ...changes,
      status: ORDER_STATUS.deposited,
      actionCode: ACTION_CODE.approved,
      depositedAmount: order.amount,
      acsUntil: null,
      ...(newBindingId ? { bindingId: newBindingId } : {}),
      updatedAt: now,
    });
    if (updated && newBindingId && order.clientId && card.maskedPan) {
      await insertBinding(tx, {
        id: newBindingId,
        clientId: order.clientId,
        maskedPan: card.maskedPan,
        expiryDate: card.expiration ?? '',
        cardholderName: card.cardholderName ?? '',
        createdAt: now,
      });
    }
    return updated;
  });
  if (row) ctx.notify(row, 'deposited', true);
  return row;
}

export async function decline(
  ctx: SandboxContext,
  order: SandboxOrder,
  from: number[],
  actionCode: number,
  changes: OrderChanges = {},
): Promise<SandboxOrder | undefined> {
  const row = await transitionOrder(ctx.db, order.id, from, {
    ...changes,
    status: ORDER_STATUS.declined,
    actionCode,
    acsUntil: null,
    updatedAt: ctx.now(),
  });
  const timedOut = actionCode === ACTION_CODE.sessionExpired;
  if (row) ctx.notify(row, timedOut ? 'declinedByTimeout' : 'deposited', false);
  return row;
}

/** Starts the simulated 3-D Secure step of the slow test card. */
export function startAcs(ctx: SandboxContext, order: SandboxOrder, changes: OrderChanges) {
  const now = ctx.now();
  return transitionOrder(ctx.db, order.id, [ORDER_STATUS.registered], {
    ...changes,
    status: ORDER_STATUS.acs,
    acsUntil: new Date(now.getTime() + ACS_DURATION_MS),
    updatedAt: now,
  });
}

/**
 * A saved card's 3-D Secure step: the order waits (status 5, no automatic approval) until the
 * cardholder confirms or cancels on the issuer's page, or the session times out.
 */
export function startBindingAcs(ctx: SandboxContext, order: SandboxOrder, changes: OrderChanges) {
  return transitionOrder(ctx.db, order.id, [ORDER_STATUS.registered], {
    ...changes,
    status: ORDER_STATUS.acs,
    acsUntil: null,
    updatedAt: ctx.now(),
  });
}

/**
 * The order as it stands now: time moves orders on when someone looks at them, as RBS reports
 * an abandoned session as expired and a finished 3-D Secure step as paid.
 */
export async function currentOrder(
  ctx: SandboxContext,
  id: string,
): Promise<SandboxOrder | undefined> {
  const order = await findOrder(ctx.db, id);
  if (!order) return undefined;
  const now = ctx.now().getTime();
  let moved: SandboxOrder | undefined;
  const sessionOver = now >= order.createdAt.getTime() + SESSION_TIMEOUT_MS;
  if (order.status === ORDER_STATUS.acs && order.acsUntil && now >= order.acsUntil.getTime()) {
    moved = await approve(ctx, order, [ORDER_STATUS.acs], {});
  } else if (order.status === ORDER_STATUS.registered && sessionOver) {
    moved = await decline(ctx, order, [ORDER_STATUS.registered], ACTION_CODE.sessionExpired);
  } else if (order.status === ORDER_STATUS.acs && !order.acsUntil && sessionOver) {
    // A saved card's 3-D Secure step nobody finished.
    moved = await decline(ctx, order, [ORDER_STATUS.acs], ACTION_CODE.sessionExpired);
  } else {
    return order;
  }
  // Losing a race means another request moved it first: read what that one wrote.
  return moved ?? findOrder(ctx.db, id);
}
