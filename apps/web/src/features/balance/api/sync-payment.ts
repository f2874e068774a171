import { paymentSyncReplySchema } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/payment/sync/{orderId}: asks the bank and settles (credits at most once however often
 * it is called). Never cached: every look is a fresh question to the bank.
 */
export function usePaymentSync(orderId: string | null) {
  return useQuery({
    queryKey: ['payment-sync', orderId],
    queryFn: ({ signal }) =>
      apiRequest(`/payment/sync/${encodeURIComponent(orderId ?? '')}`, {
        schema: paymentSyncReplySchema,
        signal,
      }),
    enabled: orderId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}
