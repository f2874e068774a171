import { transactionStatusesReplySchema, transactionTypesReplySchema } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { useLanguage } from '../i18n';

/**
 * The names of transaction types and statuses come from the server, in the page language, for
 * every screen that shows them (history, detail, Main, the CSV): one vocabulary everywhere.
 */

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
