import { ledgerRoutes } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';
import { useLanguage } from './i18n';
import { queryKeys } from './query-keys';

/**
 * The fuel balances: spendable and held fuel per product. One query for every screen that shows
 * or spends them (My balance, sending fuel, approving a request), never cached as fresh: an
 * amount offered for sending must be the current one.
 */
export function useBalances() {
  const language = useLanguage();
  return useQuery({
    queryKey: [...queryKeys.balances, language],
    queryFn: ({ signal }) => callApi(ledgerRoutes.balances, undefined, { language, signal }),
    staleTime: 0,
  });
}
