import { TRANSACTION_STATUS, type Transaction, transactionsRoutes } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../api-client';
import { useLanguage } from '../i18n';

/**
 * The names of transaction types and statuses come from the server, in the page language, for
 * every screen that shows them (history, detail, Main, the CSV): one vocabulary everywhere.
 */

/** Buying, transfer, charging with their localized names. */
export function useTransactionTypes() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['transaction-types', language],
    queryFn: ({ signal }) => callApi(transactionsRoutes.types, {}, { language, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Ids 1–4 with localized names and the icon to show. */
export function useTransactionStatuses() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['transaction-statuses', language],
    queryFn: ({ signal }) => callApi(transactionsRoutes.statuses, {}, { language, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * How a history row's type reads, the same on every screen: its name, and a mark for an
 * automatic purchase or a refuel from a card's own fuel (ADR 0026). `fallback` names a type
 * while the list of names is on its way.
 */
export function useTypeText(fallback: (type: Transaction['type']) => string = () => '') {
  const { t } = useTranslation('common');
  const types = useTransactionTypes().data?.data ?? [];
  return (row: Pick<Transaction, 'type' | 'automatic' | 'from_card_fuel'>) => {
    const name = types.find((x) => x.id === row.type)?.name ?? fallback(row.type);
    const mark = row.automatic ? 'automatic' : row.from_card_fuel ? 'fromCardFuel' : null;
    return mark ? `${name} · ${t(`marks.${mark}`)}` : name;
  };
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
    // Only a success has moved fuel: a draft (the bank's page left unpaid, a code not used yet)
    // or a pending one has not, and must not show "+2 L" as if credited.
    const moved = row.transaction_status_id === TRANSACTION_STATUS.success;
    return { status: status?.name ?? '', reason: null, icon: status?.icon ?? 'draft', moved };
  };
}
