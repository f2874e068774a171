import { PAYMENT_PAGE_LIFETIME_SECONDS } from '@fuel/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { lockUser } from '../users';
import { recentPendingOrders } from './payments.repository';
import type { PaymentDeps } from './settle.service';

/**
 * Each open order costs the reconciler questions to the bank until it ends: a user who keeps
 * opening and abandoning payment pages must not be able to slow down everyone else's. The
 * refusal says when the oldest open page closes and frees a place (Retry-After).
 *
 * Called inside the transaction that then inserts the order: the account's row lock, held to
 * its end, makes a user's registrations count and insert one after the other, so requests sent
 * together cannot all see the same count.
 */
export async function refuseTooManyPending(
  tx: Db,
  { config }: Pick<PaymentDeps, 'config'>,
  userId: string,
) {
  await lockUser(tx, userId);
  const open = await recentPendingOrders(tx, userId, PAYMENT_PAGE_LIFETIME_SECONDS);
  if (open.count < config.payment.maxPendingPerUser) return;
  const retryAfter = Math.max(1, Math.ceil(PAYMENT_PAGE_LIFETIME_SECONDS - open.oldestAge));
  throw new AppError('TOO_MANY_PENDING_PAYMENTS', {
    retryAfter,
    params: { minutes: Math.ceil(retryAfter / 60) },
  });
}
