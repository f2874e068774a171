import { type CardOrderBody, cardsRoutes } from '@fuel/contract';
import { callApi } from '../../../lib/api-client';
import { useCardMutation } from './use-card-mutation';

/** An order of N plastic cards, picked up at a station or delivered. */
export function useCreateCardOrder() {
  return useCardMutation((body: CardOrderBody) => callApi(cardsRoutes.order, { body }));
}
