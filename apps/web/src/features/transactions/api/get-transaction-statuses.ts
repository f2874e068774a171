import { transactionStatusesReplySchema } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';

/** GET /api/transaction-statuses: ids 1–4 with localized names and the icon to show. */
export function useTransactionStatuses() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['transaction-statuses', language],
    queryFn: ({ signal }) =>
      apiRequest('/transaction-statuses', {
        language,
        schema: transactionStatusesReplySchema,
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
