import { cardOrderSchema } from '@fuel/contract';
import { apiRequest } from '../../../lib/api-client';
import { useCardMutation } from './use-card-mutation';

/** POST /api/user/card-orders/{id}/cancel: only while the order is still `received`. */
export function useCancelCardOrder() {
  return useCardMutation((id: string) =>
    apiRequest(`/user/card-orders/${encodeURIComponent(id)}/cancel`, {
      method: 'POST',
      schema: cardOrderSchema,
    }),
  );
}
