import { ledgerRoutes } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** The fuel balances: the company's own fuel, which can be loaded onto a card. */
export function useCompanyBalances(enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...queryKeys.cards, 'balances', language],
    queryFn: ({ signal }) => callApi(ledgerRoutes.balances, undefined, { language, signal }),
    enabled,
    staleTime: 0,
  });
}
