import { cardsRoutes } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** The latest `limit` card orders, newest first, with the count of all. */
export function useCardOrders(limit: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...queryKeys.cards, 'orders', language, limit],
    queryFn: ({ signal }) =>
      callApi(cardsRoutes.orders, { query: { offset: 1, limit } }, { language, signal }),
    placeholderData: (previous) => previous,
  });
}
