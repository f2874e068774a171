import { transactionsRoutes } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi, loadRecord } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** One row with its order or refuel details (404 if not ours). */
export function useTransaction(id: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...queryKeys.transactions, 'one', language, id],
    queryFn: ({ signal }) =>
      loadRecord(callApi(transactionsRoutes.one, { params: { id } }, { language, signal })),
  });
}
