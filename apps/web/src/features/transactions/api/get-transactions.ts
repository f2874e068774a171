import { transactionsRoutes } from '@fuel/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { apiQuery, type TransactionFilters } from '../filters';

/** One page of the filtered history and the total count. */
export function useTransactions(filters: TransactionFilters) {
  const language = useLanguage();
  const query = apiQuery(filters);
  return useQuery({
    queryKey: [...queryKeys.transactions, language, query],
    queryFn: ({ signal }) => callApi(transactionsRoutes.list, { query }, { language, signal }),
    // The old page stays on screen while the next one loads: no jump of the layout.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
