import type { CardExtra } from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/time';
import { useCardText } from '../hooks/use-card-text';

const STATE_STYLE: Record<CardExtra['state'], string> = {
  open: 'bg-accent-100 text-sand-900',
  approved: 'bg-green-100 text-green-900',
  refused: 'bg-red-100 text-red-900',
  withdrawn: 'bg-sand-100 text-sand-700',
};

/** One ask: who, which card and vehicle, how much of what and why, and its answer. */
export function ExtraSummary({ extra }: { extra: CardExtra }) {
  const { t } = useTranslation('cards');
  const language = useLanguage();
  const text = useCardText();
  return (
    <div className="min-w-0 space-y-1">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-sand-900">{extra.driver_name}</span>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_STYLE[extra.state]}`}
        >
          {t(`extra.states.${extra.state}`)}
        </span>
      </p>
      <p className="text-sand-800">
        {t('extra.asks', {
          quantity: text.volume(extra.quantity, extra.unit),
          product: extra.product_name,
          card: extra.card_last4,
        })}
        {extra.vehicle_plate ? ` · ${extra.vehicle_plate}` : ''}
      </p>
      <p className="text-sm break-words text-sand-700">
        {t('extra.because')} «{extra.reason}»
      </p>
      {extra.state === 'approved' && extra.valid_until && (
        <p className="text-sm text-green-900">
          {t('extra.validUntil', { until: formatDateTime(extra.valid_until, language) })}
        </p>
      )}
      {extra.state === 'refused' && extra.decision_note && (
        <p className="text-sm text-red-800">
          {t('extra.refusedBecause')} «{extra.decision_note}»
        </p>
      )}
      <p className="text-xs text-sand-600">{formatDateTime(extra.created_at, language)}</p>
    </div>
  );
}
