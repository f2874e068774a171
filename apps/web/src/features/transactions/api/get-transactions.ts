import { transactionsReplySchema } from '@fuel/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { apiQuery, type TransactionFilters } from '../filters';

/** GET /api/user/transactions: one page of the filtered history and the total count. */
export function useTransactions(filters: TransactionFilters) {
  const language = useLanguage();
  const query = apiQuery(filters);
  return useQuery({
    queryKey: [...queryKeys.transactions, language, query],
    queryFn: ({ signal }) =>
      apiRequest('/user/transactions', {
        query,
        language,
        schema: transactionsReplySchema,
        signal,
      }),
    // The old page stays on screen while the next one loads: no jump of the layout.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
