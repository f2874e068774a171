import { transactionDetailSchema } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/user/transactions/{id}: one row with its order or refuel details (404 if not ours). */
export function useTransaction(id: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...queryKeys.transactions, 'one', language, id],
    queryFn: ({ signal }) =>
      apiRequest(`/user/transactions/${encodeURIComponent(id)}`, {
        language,
        schema: transactionDetailSchema,
        signal,
      }),
  });
}
