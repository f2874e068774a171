import { cardsRoutes } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** The latest card orders, newest first. */
export function useCardOrders() {
  const language = useLanguage();
  return useQuery({
    queryKey: [...queryKeys.cards, 'orders', language],
    queryFn: ({ signal }) =>
      callApi(cardsRoutes.orders, { query: { offset: 1, limit: 4 } }, { language, signal }),
  });
}
