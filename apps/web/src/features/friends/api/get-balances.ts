import { productBalancesReplySchema } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';

/** The key My balance uses too, so one reload after a transfer refreshes both screens. */
export const BALANCES_KEY = ['balances'] as const;

/** GET /api/user/product-balances: what can be sent now, per product. */
export function useBalances() {
  const language = useLanguage();
  return useQuery({
    queryKey: [...BALANCES_KEY, language],
    queryFn: ({ signal }) =>
      apiRequest('/user/product-balances', {
        schema: productBalancesReplySchema,
        language,
        signal,
      }),
    staleTime: 0,
  });
}
