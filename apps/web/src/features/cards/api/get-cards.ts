import { cardsReplySchema } from '@fuel/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { type CardListQuery, PAGE_SIZE } from '../list-query';

/** GET /api/user/cards: one page of the company's cards, searched and filtered by state. */
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
    queryFn: ({ signal }) =>
      apiRequest('/user/cards', { query: params, language, schema: cardsReplySchema, signal }),
    // The old page stays on screen while the next one loads: no jump of the layout.
    placeholderData: keepPreviousData,
  });
}
