import { cardsRoutes } from '@fuel/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { type CardListQuery, PAGE_SIZE } from '../list-query';

/** One page of the company's cards, searched and filtered by state. */
export function useCards(query: CardListQuery) {
  const language = useLanguage();
  const params = {
    offset: query.page,
    limit: PAGE_SIZE,
    search: query.search || undefined,
    status: query.state || undefined,
  };
  return useQuery({
    queryKey: [...queryKeys.cards, 'list', language, params],
    queryFn: ({ signal }) => callApi(cardsRoutes.list, { query: params }, { language, signal }),
    // The old page stays on screen while the next one loads: no jump of the layout.
    placeholderData: keepPreviousData,
  });
}
