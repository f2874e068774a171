import { cardOrdersReplySchema } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/user/card-orders: the latest orders, newest first. */
export function useCardOrders() {
  const language = useLanguage();
  return useQuery({
    queryKey: [...queryKeys.cards, 'orders', language],
    queryFn: ({ signal }) =>
      apiRequest('/user/card-orders', {
        query: { offset: 1, limit: 4 },
        language,
        schema: cardOrdersReplySchema,
        signal,
      }),
  });
}
