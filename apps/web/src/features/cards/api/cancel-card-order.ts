import { cardsRoutes } from '@fuel/contract';
import { callApi } from '../../../lib/api-client';
import { useCardMutation } from './use-card-mutation';

/** Cancelling a card order: only while the order is still `received`. */
export function useCancelCardOrder() {
  return useCardMutation((id: string) => callApi(cardsRoutes.cancelOrder, { params: { id } }));
}
