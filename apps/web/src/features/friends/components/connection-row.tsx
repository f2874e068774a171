import type { ConnectionItem } from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { pagePath, useLanguage } from '../../../lib/i18n';
import { formatDate } from '../../../lib/time';

interface ConnectionRowProps {
  connection: ConnectionItem;
  onSendFuel(): void;
  onAsk(): void;
  onRemove(): void;
}

/** Two letters of the name, for the round badge beside it. */
function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * A friend or partner: name, public ID, phone, since when; send fuel, ask for fuel, the history
 * of transfers with them, remove.
 */
export function ConnectionRow({ connection, onSendFuel, onAsk, onRemove }: ConnectionRowProps) {
  const { t } = useTranslation('friends');
  const language = useLanguage();
  const { name } = connection;
  const headingId = `connection-${connection.user_relation_id}`;
  return (
    // The row lays out by its own width (a container query): beside the requests on a desktop
    // the column is narrower than a phone in landscape.
    <li className="@container">
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm @2xl:flex-row @2xl:items-center"
      >
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <span
            aria-hidden="true"
            className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-50 font-bold text-brand-700"
          >
            {initials(name)}
          </span>
          <div className="min-w-0">
            <h3 id={headingId} className="font-semibold break-words text-sand-900">
              {name}
            </h3>
            <p className="text-sm text-sand-700">
              <span className="tabular-nums">{t('row.id', { id: connection.id })}</span>
              {connection.phone && (
                <>
                  {' · '}
                  <span className="sr-only">{t('row.phone')}: </span>
                  <a href={`tel:${connection.phone}`} className="tabular-nums hover:underline">
                    {connection.phone}
                  </a>
                </>
              )}
            </p>
            <p className="text-xs text-sand-600">
              {t('row.since', { date: formatDate(connection.since, language) })}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={onSendFuel}
            aria-label={t('row.sendFuelTo', { name })}
            className={buttonClass('primary', 'sm')}
          >
            {t('row.sendFuel')}
          </button>
          <button
            type="button"
            onClick={onAsk}
            aria-label={t('row.askFrom', { name })}
            className={buttonClass('outline', 'sm')}
          >
            {t('row.ask')}
          </button>
          <Link
            to={pagePath('transactions', { query: `?partner_id=${connection.id}` })}
            aria-label={t('row.historyWith', { name })}
            className={buttonClass('secondary', 'sm')}
          >
            {t('row.history')}
          </Link>
          <button
            type="button"
            onClick={onRemove}
            aria-label={t('row.removeOne', { name })}
            className={buttonClass('danger-outline', 'sm')}
          >
            {t('row.remove')}
          </button>
        </div>
      </article>
    </li>
  );
}
