import {
  type Transaction,
  transactionStatusesReplySchema,
  transactionTypesReplySchema,
} from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
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

/**
 * How a history row's status reads, the same on every screen: its status by name and icon, or,
 * for what did not happen (a cancelled code, a declined or cancelled payment, an expired order),
 * how it ended, muted, with no quantity moved.
 */
export function useStatusText() {
  const { t } = useTranslation('common');
  const statuses = useTransactionStatuses().data?.data ?? [];
  return (row: Pick<Transaction, 'transaction_status_id' | 'outcome' | 'outcome_reason'>) => {
    if (row.outcome)
      return {
        status: t(`outcomes.${row.outcome}`),
        reason: row.outcome_reason ?? null,
        icon: 'void',
        moved: false,
      };
    const status = statuses.find((s) => s.id === row.transaction_status_id);
    return { status: status?.name ?? '', reason: null, icon: status?.icon ?? 'draft', moved: true };
  };
}
