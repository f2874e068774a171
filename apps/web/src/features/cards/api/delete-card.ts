import { cardsRoutes } from '@fuel/contract';
import { callApi } from '../../../lib/api-client';
import { useCardMutation } from './use-card-mutation';

/** Closing a card: its fuel goes back to the company, then it is closed for good. */
export function useDeleteCard() {
  return useCardMutation((id: string) => callApi(cardsRoutes.remove, { params: { id } }));
}
