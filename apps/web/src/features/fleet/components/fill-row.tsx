import type { Fill } from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { formatAmd, formatVolume } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/time';
import { formatKm, formatPer100 } from '../format';
import { ExceptionBadges, Mark } from './exception-badges';

interface FillRowProps {
  fill: Fill;
  /** Left out for a role that may not correct fills. */
  onCorrect?(): void;
}

/**
 * One fill: when and where, how much, the odometer, full or partial, the consumption of the
 * stretch it closes, and the reasons it looks wrong.
 */
export function FillRow({ fill, onCorrect }: FillRowProps) {
  const { t } = useTranslation('fleet');
  const language = useLanguage();
  const unit = t(`common:units.${fill.unit}`);
  const date = formatDateTime(fill.filled_at, language);
  return (
    <li className="rounded-2xl border border-sand-200 bg-white p-4 shadow-xs">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold text-sand-900">{date}</p>
        <p className="font-bold text-sand-900 tabular-nums">
          {fill.product_name} · {formatVolume(fill.quantity, unit, language)}
        </p>
      </div>
      <p className="text-sm text-sand-600">
        {fill.station_name ?? t('fills.noStation')}
        {fill.card && ` · ${t('fills.card', { last4: fill.card.last4 })}`}
        {fill.driver_name && ` · ${fill.driver_name}`} · {formatAmd(fill.amount, language)}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-sand-600">{t('fills.odometer')}</dt>
          <dd className="font-semibold text-sand-900 tabular-nums">
            {fill.odometer_km === null
              ? t('fills.noOdometer')
              : formatKm(fill.odometer_km, language, t)}
          </dd>
        </div>
        <div>
          <dt className="text-sand-600">{t('fills.per100')}</dt>
          <dd className="font-semibold text-sand-900 tabular-nums">
            {formatPer100(fill.per_100km, fill.unit, language, t)}
            {fill.distance_km !== null && fill.per_100km !== null && (
              <span className="block text-xs font-normal text-sand-600">
                {t('fills.over', { km: formatKm(fill.distance_km, language, t) })}
              </span>
            )}
          </dd>
        </div>
      </dl>
      <div className="mt-3 flex flex-wrap items-center gap-1.5">
        <Mark tone={fill.full_tank ? 'info' : 'plain'}>
          {fill.full_tank ? t('fills.full') : t('fills.partial')}
        </Mark>
        {fill.missed_before && <Mark>{t('fills.missedBefore')}</Mark>}
        {fill.odometer_reset && <Mark>{t('fills.odometerReset')}</Mark>}
      </div>
      {fill.exceptions.length > 0 && (
        <div className="mt-2">
          <ExceptionBadges kinds={fill.exceptions} />
        </div>
      )}
      {onCorrect && (
        <button
          type="button"
          onClick={onCorrect}
          aria-label={t('fills.correctOne', { date })}
          className={`${buttonClass('outline', 'sm')} mt-3`}
        >
          {t('fills.correct')}
        </button>
      )}
    </li>
  );
}
