import type { Station } from '@fuel/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { formatAmd } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { directionsUrl, stationHours } from '../hours';

interface StationCardProps {
  station: Station;
  now: Date;
  /** How far the reader is, already written ("2,4"), when they asked for the nearest. */
  distance?: string | undefined;
  /** In the map's popup: no frame of its own, the popup is one. */
  framed?: boolean;
}

/**
 * One station: where it is, when it is open, what it sells at which price, and the way there.
 * The same card shows in the list and in the map's popup.
 */
export function StationCard({ station, now, distance, framed = true }: StationCardProps) {
  const { t } = useTranslation('stations');
  const language = useLanguage();
  const hours = stationHours(station, now);
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className={`flex h-full flex-col bg-white ${framed ? 'rounded-3xl border border-sand-200 p-5 shadow-sm' : ''}`}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-sand-900">
          {station.name}
        </h2>
        {hours.kind !== 'unknown' && (
          <span
            className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ${hours.kind === 'daily' && !hours.open ? 'bg-sand-100 text-sand-700' : 'bg-brand-50 text-brand-800'}`}
          >
            {hours.kind === 'daily' && !hours.open ? t('closed') : t('openNow')}
          </span>
        )}
      </div>
      <p className="mt-1 text-sand-700">
        {station.address}, {station.city}
      </p>
      {distance !== undefined && (
        <p className="mt-1 text-sm font-semibold text-brand-800">{t('distance', { distance })}</p>
      )}
      <p className="mt-2 text-sm text-sand-700">
        <span className="font-semibold text-sand-800">{t('hours')}: </span>
        {hours.kind === 'always'
          ? t('always')
          : hours.kind === 'daily'
            ? `${hours.opens}–${hours.closes}`
            : t('hoursUnknown')}
      </p>
      <h3 className="sr-only">{t('prices')}</h3>
      <ul className="mt-4 divide-y divide-sand-100 rounded-2xl bg-sand-50 px-4">
        {station.products.map((product) => (
          <li key={product.id} className="flex items-baseline justify-between gap-3 py-2">
            <span className="text-sand-800">{product.name}</span>
            <span className="font-semibold whitespace-nowrap text-sand-900 tabular-nums">
              {formatAmd(product.price, language)}
              <span className="font-normal text-sand-600">/{t(`unit.${product.unit}`)}</span>
            </span>
          </li>
        ))}
      </ul>
      <a
        href={directionsUrl(station)}
        target="_blank"
        rel="noopener noreferrer"
        className={`${buttonClass('outline')} mt-4 self-start`}
      >
        {t('directions')}
        <span className="sr-only">
          {' '}
          — {station.name} ({t('newTab')})
        </span>
      </a>
    </article>
  );
}
