import { type CardAddBody, cardSchema } from '@fuel/contract';
import { apiRequest } from '../../../lib/api-client';
import { useCardMutation } from './use-card-mutation';

/** POST /api/user/cards: a card the company holds, by its number and activation code. */
export function useAddCard() {
  return useCardMutation((body: CardAddBody) =>
    apiRequest('/user/cards', { method: 'POST', body, schema: cardSchema }),
  );
}
