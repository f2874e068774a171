import { cardDeleteReplySchema } from '@fuel/contract';
import { apiRequest } from '../../../lib/api-client';
import { useCardMutation } from './use-card-mutation';

/** DELETE /api/user/cards/{id}: its fuel goes back to the company, then it is closed for good. */
export function useDeleteCard() {
  return useCardMutation((id: string) =>
    apiRequest(`/user/cards/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      schema: cardDeleteReplySchema,
    }),
  );
}
