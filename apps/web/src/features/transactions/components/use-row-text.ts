import type { Transaction } from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import { useStatusText, useTypeText } from '../../../lib/catalog/transaction-kinds';
import { formatAmd, formatVolume } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/time';

/** The texts of one history row in the page language (shared by the table, cards and detail). */
export function useRowText() {
  const { t } = useTranslation('transactions');
  const language = useLanguage();
  const typeText = useTypeText((type) => t(`types.${type}`));
  const statusText = useStatusText();
  // The other side of a transfer, or else the company fuel card the fuel went through.
  const partnerOf = (row: Transaction) => {
    if (row.partner_id !== null)
      return `${row.partner_name ?? ''} · ${t('partnerId', { id: row.partner_id })}`;
    if (!row.card) return '—';
    const card = t('card', { last4: row.card.last4 });
    return row.card.name ? `${card} · ${row.card.name}` : card;
  };
  return (row: Transaction) => {
    const status = statusText(row);
    return {
      type: typeText(row),
      partner: partnerOf(row),
      date: formatDateTime(row.created_at, language),
      // Nothing moved: no quantity to show (the detail says what was asked for).
      quantity: status.moved
        ? formatVolume(row.quantity, t(`common:units.${row.unit}`), language, true)
        : '—',
      /**
       * Green for fuel in, red for fuel out, muted for what did not happen and for a card's own
       * fuel (the balance gave it when the card was loaded: that row is the red one).
       */
      tone: !status.moved
        ? 'text-sand-600'
        : row.from_card_fuel
          ? 'text-sand-700'
          : row.quantity < 0
            ? 'text-red-700'
            : 'text-green-800',
      amount: row.amount === null ? '—' : formatAmd(row.amount, language),
      status: status.status,
      reason: status.reason,
      moved: status.moved,
      icon: status.icon,
      station: row.station_name ?? '—',
    };
  };
}
