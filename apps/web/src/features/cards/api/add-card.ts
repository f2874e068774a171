import { type CardAddBody, cardsRoutes } from '@fuel/contract';
import { callApi } from '../../../lib/api-client';
import { useCardMutation } from './use-card-mutation';

/** Adding a card the company holds, by its number and activation code. */
export function useAddCard() {
  return useCardMutation((body: CardAddBody) => callApi(cardsRoutes.add, { body }));
}
