import type { PaymentSyncReply } from '@fuel/contract';

/** The query parameter the bank's return URL carries (/{lang}/my-balance?orderId=…). */
export const ORDER_ID_PARAM = 'orderId';

export type PaymentTone = 'success' | 'error' | 'pending';

/** How the page answers a sync reply: paid is good news; pending and review are not final yet. */
export function paymentTone(state: PaymentSyncReply['state']): PaymentTone {
  if (state === 'paid') return 'success';
  if (state === 'failed') return 'error';
  return 'pending';
}

/** The bank's order id of a return visit, if this is one. */
export function returnedOrderId(search: string): string | null {
  const value = new URLSearchParams(search).get(ORDER_ID_PARAM)?.trim();
  return value ? value : null;
}

/** The same query string without the order id, so a reload does not ask the bank again. */
export function withoutOrderId(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(ORDER_ID_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * How long to wait before asking the bank again about an order that is not final yet: 2 s, then
 * twice as long each time, never more than 30 s (3-D Secure usually decides within a minute).
 */
export function recheckDelay(checksSoFar: number): number {
  return Math.min(2_000 * 2 ** Math.max(0, checksSoFar - 1), 30_000);
}
