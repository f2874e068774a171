import { type CardUpdateBody, cardSchema } from '@fuel/contract';
import { apiRequest } from '../../../lib/api-client';
import { useCardMutation } from './use-card-mutation';

/** PATCH /api/user/cards/{id}: only the fields sent change (settings, or the PIN alone). */
export function useUpdateCard(id: string) {
  return useCardMutation((body: CardUpdateBody) =>
    apiRequest(`/user/cards/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body,
      schema: cardSchema,
    }),
  );
}
