import { apiRequest } from '../../../lib/api-client';
import type { CardOrder } from '../provisional';
import { useCardMutation } from './use-card-mutation';

/** POST /api/user/card-orders: N plastic cards, picked up at a station or delivered. */
export function useCreateCardOrder() {
  return useCardMutation((body: Record<string, unknown> & { quantity: number }) =>
    apiRequest<CardOrder>('/user/card-orders', { method: 'POST', body }),
  );
}
