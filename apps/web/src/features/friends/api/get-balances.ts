import { ledgerRoutes } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** The fuel balances: what can be sent now, per product. */
export function useBalances() {
  const language = useLanguage();
  return useQuery({
    queryKey: [...queryKeys.balances, language],
    queryFn: ({ signal }) => callApi(ledgerRoutes.balances, undefined, { language, signal }),
    staleTime: 0,
  });
}
