import type { Card } from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pagePath } from '../../../lib/i18n';
import { useCardText } from '../hooks/use-card-text';
import { LimitsTable } from './limits-table';
import { StateBadge } from './state-badge';

/** A card in the list: its number as printed, who drives with it, its state and what is left. */
export function CardTile({ card }: { card: Card }) {
  const { t } = useTranslation('cards');
  const text = useCardText();
  const headingId = `card-${card.id}`;
  const fuel = card.balances.filter((b) => b.balance > 0);
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className={`flex h-full flex-col gap-3 rounded-3xl border p-5 shadow-sm ${card.state === 'active' ? 'border-sand-200 bg-white' : 'border-sand-300 bg-sand-50'}`}
      >
        <div className="flex items-start justify-between gap-3">
          <h2 id={headingId} className="min-w-0">
            <span className="sr-only">{t('card.number')}: </span>
            <span className="font-mono text-lg font-bold tracking-wider whitespace-nowrap text-sand-900">
              {card.number_masked}
            </span>
            <span className="block text-sm font-semibold break-words text-sand-700">
              {card.name || t('card.unnamed')}
            </span>
          </h2>
          <StateBadge state={card.state} />
        </div>
        <dl className="grid gap-1 text-sm">
          <div className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-sand-600">{t('card.vehicle')}</dt>
            <dd className="font-semibold text-sand-900">
              {card.vehicle_plate ?? t('card.noVehicle')}
            </dd>
          </div>
          <div className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-sand-600">{t('card.onCard')}</dt>
            <dd className="font-semibold text-sand-900 tabular-nums">
              {fuel.length === 0
                ? t('card.nothingOnCard')
                : fuel.map((b) => `${b.product_name} ${text.volume(b.balance, b.unit)}`).join(', ')}
            </dd>
          </div>
        </dl>
        <LimitsTable products={card.products} compact />
        <div className="mt-auto pt-2">
          {/* buttonClass('outline', 'sm') spelled out: importing it here put the button module on
              the Cards page's first load, 10 bytes over its 185 KB budget. */}
          <Link
            to={pagePath('cards/:id', { id: card.id })}
            aria-label={t('card.open', { number: card.number_masked })}
            className="inline-flex h-10 items-center rounded-full border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t('card.manage')}
          </Link>
        </div>
      </article>
    </li>
  );
}
