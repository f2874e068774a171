import { paymentsRoutes, type SavedCardPaymentBody } from '@fuel/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { invalidateUserData, queryKeys } from '../../../lib/query-keys';

export const SAVED_CARDS_KEY = queryKeys.savedCards;

/** Bank cards saved while paying, masked. */
export function useSavedCards(enabled = true) {
  return useQuery({
    queryKey: SAVED_CARDS_KEY,
    queryFn: ({ signal }) => callApi(paymentsRoutes.savedCards, {}, { signal }),
    enabled,
  });
}

/** Removes a saved card: at the bank and here. */
export function useDeleteSavedCard() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: (id: string) =>
      callApi(paymentsRoutes.removeSavedCard, { params: { id } }, { language }),
    onSuccess: () => invalidateUserData(queryClient, SAVED_CARDS_KEY),
  });
}

/** Buys with a saved card: one step, or the bank's 3-D Secure page. */
export function buyWithSavedCard(body: SavedCardPaymentBody, idempotencyKey: string) {
  return callApi(
    paymentsRoutes.payWithSavedCard,
    { body },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}
