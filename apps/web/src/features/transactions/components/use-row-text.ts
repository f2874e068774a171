import type { Transaction } from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import {
  useTransactionStatuses,
  useTransactionTypes,
} from '../../../lib/catalog/transaction-kinds';
import { formatAmd, formatDateTime, formatVolume } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';

/** The texts of one history row in the page language (shared by the table, cards and detail). */
export function useRowText() {
  const { t } = useTranslation('transactions');
  const language = useLanguage();
  const types = useTransactionTypes().data?.data ?? [];
  const statuses = useTransactionStatuses().data?.data ?? [];
  return (row: Transaction) => {
    const status = statuses.find((s) => s.id === row.transaction_status_id);
    const type = types.find((x) => x.id === row.type)?.name ?? t(`types.${row.type}`);
    return {
      // A purchase made by the automatic top-up says so wherever the row is shown.
      type: row.automatic ? `${type} · ${t('automatic')}` : type,
      partner:
        row.partner_id === null
          ? '—'
          : `${row.partner_name ?? ''} · ${t('partnerId', { id: row.partner_id })}`,
      date: formatDateTime(row.created_at, language),
      quantity: formatVolume(row.quantity, t(`common:units.${row.unit}`), language, true),
      amount: row.amount === null ? '—' : formatAmd(row.amount, language),
      status: status?.name ?? '',
      icon: status?.icon ?? 'draft',
      station: row.station_name ?? '—',
    };
  };
}
