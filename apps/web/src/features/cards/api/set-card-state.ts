import { apiRequest } from '../../../lib/api-client';
import type { Card } from '../provisional';
import { useCardMutation } from './use-card-mutation';

/** Blocks or unblocks a card. */
export function useSetCardState(id: string) {
  return useCardMutation((state: 'active' | 'blocked') =>
    apiRequest<Card>(`/user/cards/${encodeURIComponent(id)}`, { method: 'PATCH', body: { state } }),
  );
}
