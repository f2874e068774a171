import { cardsRoutes } from '@fuel/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

export const HISTORY_PAGE_SIZE = 10;

/** The card's own history, newest first. */
export function useCardTransactions(cardId: string, page: number) {
  const language = useLanguage();
  const query = { offset: page, limit: HISTORY_PAGE_SIZE };
  return useQuery({
    queryKey: [...queryKeys.cards, 'history', cardId, language, query],
    queryFn: ({ signal }) =>
      callApi(cardsRoutes.transactions, { params: { id: cardId }, query }, { language, signal }),
    placeholderData: keepPreviousData,
  });
}
