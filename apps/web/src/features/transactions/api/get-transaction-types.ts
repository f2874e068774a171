import { transactionTypesReplySchema } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';

/** GET /api/transaction-types: buying, transfer, charging with their localized names. */
export function useTransactionTypes() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['transaction-types', language],
    queryFn: ({ signal }) =>
      apiRequest('/transaction-types', { language, schema: transactionTypesReplySchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
