import type { FillExceptionRow } from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatVolume } from '../../../lib/format';
import { pagePath, useLanguage } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/time';
import { ExceptionBadges } from './exception-badges';

interface ExceptionRowProps {
  row: FillExceptionRow;
  /** The card's state as last known here (blocked from this page before the list reloads). */
  cardState: string | null;
  /** Offered for an active card, to those who manage cards. */
  onBlock?(): void;
}

/** A fill that looks wrong: the vehicle, when, what, the card and driver, and why. */
export function ExceptionRow({ row, cardState, onBlock }: ExceptionRowProps) {
  const { t } = useTranslation('fleet');
  const language = useLanguage();
  const unit = t(`common:units.${row.unit}`);
  return (
    <li className="rounded-2xl border border-sand-200 bg-white p-4 shadow-xs">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <Link
          to={pagePath('vehicles/:id', { id: row.vehicle_id })}
          className="font-mono font-bold tracking-wide text-brand-700 hover:underline"
        >
          {row.license_plate}
        </Link>
        <p className="text-sm text-sand-600">{formatDateTime(row.filled_at, language)}</p>
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-sand-600">{t('table.fuel')}</dt>
          <dd className="font-semibold text-sand-900">{row.product_name}</dd>
        </div>
        <div>
          <dt className="text-sand-600">{t('table.quantity')}</dt>
          <dd className="font-semibold text-sand-900 tabular-nums">
            {formatVolume(row.quantity, unit, language)}
          </dd>
        </div>
        <div>
          <dt className="text-sand-600">{t('exceptions.card')}</dt>
          <dd className="font-semibold text-sand-900">
            {row.card ? t('fills.card', { last4: row.card.last4 }) : t('exceptions.noCard')}
            {cardState && cardState !== 'active' && (
              <span className="ml-2 inline-flex rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold text-red-900">
                {t(`exceptions.cardStates.${cardState === 'blocked' ? 'blocked' : 'closed'}`)}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-sand-600">{t('exceptions.driver')}</dt>
          <dd className="font-semibold text-sand-900">{row.driver_name ?? '—'}</dd>
        </div>
      </dl>
      <div className="mt-3">
        <ExceptionBadges kinds={row.exceptions} />
      </div>
      {onBlock && row.card && (
        <button
          type="button"
          onClick={onBlock}
          aria-label={t('exceptions.blockOne', { last4: row.card.last4 })}
          className="mt-3 inline-flex h-10 items-center rounded-full border border-red-700 px-4 text-sm font-semibold text-red-700 hover:bg-red-50"
        >
          {t('exceptions.block')}
        </button>
      )}
    </li>
  );
}
