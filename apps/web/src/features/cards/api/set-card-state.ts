import { cardSchema } from '@fuel/contract';
import { apiRequest } from '../../../lib/api-client';
import { useCardMutation } from './use-card-mutation';

/** POST /api/user/cards/{id}/block or /unblock: pumps refuse a blocked card at once. */
export function useSetCardState(id: string) {
  return useCardMutation((state: 'active' | 'blocked') =>
    apiRequest(
      `/user/cards/${encodeURIComponent(id)}/${state === 'blocked' ? 'block' : 'unblock'}`,
      {
        method: 'POST',
        schema: cardSchema,
      },
    ),
  );
}
