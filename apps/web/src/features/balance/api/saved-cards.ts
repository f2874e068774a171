import {
  messageReplySchema,
  savedCardPaymentReplySchema,
  savedCardsReplySchema,
} from '@fuel/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

export const SAVED_CARDS_KEY = queryKeys.savedCards;

/** GET /api/user/saved-cards: bank cards saved while paying, masked. */
export function useSavedCards() {
  return useQuery({
    queryKey: SAVED_CARDS_KEY,
    queryFn: ({ signal }) =>
      apiRequest('/user/saved-cards', { schema: savedCardsReplySchema, signal }),
  });
}

/** DELETE /api/user/saved-cards/{id}: removed at the bank and here. */
export function useDeleteSavedCard() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/user/saved-cards/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        schema: messageReplySchema,
        language,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_CARDS_KEY }),
  });
}

/** POST /api/payment/saved-card: one step, or the bank's 3-D Secure page. */
export function buyWithSavedCard(
  body: { product_id: string; quantity: number; card_id: string },
  idempotencyKey: string,
) {
  return apiRequest('/payment/saved-card', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: savedCardPaymentReplySchema,
  });
}
