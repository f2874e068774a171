import type { TransactionOutcome } from '@fuel/contract';
import {
  ACTION_CODE,
  type GatewayOrderStatus,
  ORDER_STATUS,
} from '../../integrations/payment-gateway/gateway';

export interface FailedOrderOutcome {
  outcome: TransactionOutcome;
  /** The bank's reason, kept for declines only (a cancel or an expiry needs none). */
  outcomeReason: string | null;
  /** The bank's action code beside that reason. */
  outcomeCode: number | null;
}

/**
 * How a failed order ended, as the history tells it: Cancel on the bank's page is the payer's
 * choice, not a decline; an unpaid page whose session ran out expired; an order reversed or
 * refunded before we credited it was cancelled; anything else the bank refused is a decline,
 * with the bank's own words when it gave any.
 */
export function failedOrderOutcome(
  status: Pick<GatewayOrderStatus, 'orderStatus' | 'actionCode' | 'actionCodeDescription'>,
): FailedOrderOutcome {
  const none = { outcomeReason: null, outcomeCode: null };
  if (status.orderStatus === ORDER_STATUS.registered) return { outcome: 'expired', ...none };
  if (status.orderStatus !== ORDER_STATUS.declined) return { outcome: 'cancelled', ...none };
  if (status.actionCode === ACTION_CODE.payerCancelled) return { outcome: 'cancelled', ...none };
  if (status.actionCode === ACTION_CODE.sessionExpired) return { outcome: 'expired', ...none };
  return {
    outcome: 'declined',
    outcomeReason: status.actionCodeDescription.trim() || null,
    outcomeCode: status.actionCode ?? null,
  };
}

/** An order the bank never registered: nothing was ever asked of the payer. */
export const UNREGISTERED_OUTCOME: FailedOrderOutcome = {
  outcome: 'failed',
  outcomeReason: null,
  outcomeCode: null,
};
