import { apiRequest } from '../../../lib/api-client';
import type { Card } from '../provisional';
import { useCardMutation } from './use-card-mutation';

/** PATCH /api/user/cards/{id}: name, vehicle, allowed fuels and limits. */
export function useUpdateCard(id: string) {
  return useCardMutation((body: Record<string, unknown>) =>
    apiRequest<Card>(`/user/cards/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
  );
}
