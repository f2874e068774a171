import { type CardUpdateBody, cardsRoutes } from '@fuel/contract';
import { callApi } from '../../../lib/api-client';
import { useCardMutation } from './use-card-mutation';

/** Changing a card: only the fields sent change (settings, or the PIN alone). */
export function useUpdateCard(id: string) {
  return useCardMutation((body: CardUpdateBody) =>
    callApi(cardsRoutes.update, { params: { id }, body }),
  );
}
