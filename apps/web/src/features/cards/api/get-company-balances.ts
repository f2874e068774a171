import { productBalancesReplySchema } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/user/product-balances: the company's own fuel, which can be loaded onto a card. */
export function useCompanyBalances(enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...queryKeys.cards, 'balances', language],
    queryFn: ({ signal }) =>
      apiRequest('/user/product-balances', {
        schema: productBalancesReplySchema,
        language,
        signal,
      }),
    enabled,
    staleTime: 0,
  });
}
