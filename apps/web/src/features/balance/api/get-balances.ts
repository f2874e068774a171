import { productBalancesReplySchema } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/user/product-balances: spendable and held fuel per product. */
export function useBalances() {
  const language = useLanguage();
  return useQuery({
    queryKey: [...queryKeys.balances, language],
    queryFn: ({ signal }) =>
      apiRequest('/user/product-balances', {
        schema: productBalancesReplySchema,
        language,
        signal,
      }),
    staleTime: 0,
  });
}
