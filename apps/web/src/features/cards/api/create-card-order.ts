import { type CardOrderBody, cardOrderSchema } from '@fuel/contract';
import { apiRequest } from '../../../lib/api-client';
import { useCardMutation } from './use-card-mutation';

/** POST /api/user/card-orders: N plastic cards, picked up at a station or delivered. */
export function useCreateCardOrder() {
  return useCardMutation((body: CardOrderBody) =>
    apiRequest('/user/card-orders', { method: 'POST', body, schema: cardOrderSchema }),
  );
}
