import { cardsRoutes } from '@fuel/contract';
import { callApi } from '../../../lib/api-client';
import { useCardMutation } from './use-card-mutation';

/** Blocking or unblocking a card: pumps refuse a blocked card at once. */
export function useSetCardState(id: string) {
  return useCardMutation((state: 'active' | 'blocked') =>
    callApi(state === 'blocked' ? cardsRoutes.block : cardsRoutes.unblock, { params: { id } }),
  );
}
