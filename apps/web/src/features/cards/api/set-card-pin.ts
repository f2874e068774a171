import { apiRequest } from '../../../lib/api-client';
import { useCardMutation } from './use-card-mutation';

/** Sets or changes the card's PIN; the reply never carries it. */
export function useSetCardPin(id: string) {
  return useCardMutation((body: { pin: string }) =>
    apiRequest(`/user/cards/${encodeURIComponent(id)}/pin`, { method: 'PUT', body }),
  );
}
