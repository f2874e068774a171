import { PAYMENT_PAGE_LIFETIME_SECONDS } from '@fuel/contract';
import { AppError } from '../../lib/app-error';
import { recentPendingOrders } from './payments.repository';
import type { PaymentDeps } from './settle';

/**
 * Each open order costs the reconciler questions to the bank until it ends: a user who keeps
 * opening and abandoning payment pages must not be able to slow down everyone else's. The
 * refusal says when the oldest open page closes and frees a place (Retry-After).
 */
export async function refuseTooManyPending(
  { db, config }: Pick<PaymentDeps, 'db' | 'config'>,
  userId: string,
) {
  const open = await recentPendingOrders(db, userId, PAYMENT_PAGE_LIFETIME_SECONDS);
  if (open.count < config.payment.maxPendingPerUser) return;
  const retryAfter = Math.max(1, Math.ceil(PAYMENT_PAGE_LIFETIME_SECONDS - open.oldestAge));
  throw new AppError('TOO_MANY_PENDING_PAYMENTS', {
    retryAfter,
    params: { minutes: Math.ceil(retryAfter / 60) },
  });
}
