import { paymentsRoutes } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { paymentTone, recheckDelay } from '../payment-return';

/**
 * Asks the bank and settles (credits at most once however often
 * it is called). Never cached: every look is a fresh question to the bank. While the bank has not
 * decided, it asks again with a growing pause (only while the page is visible).
 */
export function usePaymentSync(orderId: string | null) {
  return useQuery({
    queryKey: [...queryKeys.paymentSync, orderId],
    queryFn: ({ signal }) =>
      callApi(paymentsRoutes.sync, { params: { orderId: orderId ?? '' } }, { signal }),
    enabled: orderId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state && paymentTone(state) === 'pending'
        ? recheckDelay(query.state.dataUpdateCount)
        : false;
    },
  });
}
