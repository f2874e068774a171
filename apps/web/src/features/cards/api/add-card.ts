import { apiRequest } from '../../../lib/api-client';
import type { Card } from '../provisional';
import { useCardMutation } from './use-card-mutation';

/** POST /api/user/cards: a card the company holds, by its number and activation code. */
export function useAddCard() {
  return useCardMutation((body: { number: string; activation_code: string }) =>
    apiRequest<Card>('/user/cards', { method: 'POST', body }),
  );
}
