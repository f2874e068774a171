import type { Card } from '@fuel/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { useCan } from '../../../lib/session';
import { useCardText } from '../hooks/use-card-text';
import type { CardDialog } from './card-actions';
import { LimitsTable } from './limits-table';

interface CardSummaryProps {
  card: Card;
  onOpen(dialog: Exclude<CardDialog, null>): void;
}

/** Limits and what is left of them, the card's settings, and the fuel loaded onto it. */
export function CardSummary({ card, onOpen }: CardSummaryProps) {
  const { t } = useTranslation('cards');
  const text = useCardText();
  const fuel = card.balances.filter((b) => b.balance > 0 || b.held > 0);
  // Loading and unloading are for the roles that manage cards (DESIGN §5.8).
  const manages = useCan('cards.manage');
  const open = card.state !== 'closed' && manages;
  return (
    <div className="mt-6 grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Box id="card-limits" title={t('detail.limits')}>
        <LimitsTable products={card.products} />
        <dl className="mt-4 grid gap-2 text-sm">
          <Row label={t('card.vehicle')} value={card.vehicle_plate ?? t('card.noVehicle')} />
          {card.driver && <Row label={t('card.driver')} value={card.driver.name} />}
          {card.group && <Row label={t('card.group')} value={card.group.name} />}
          <Row label={t('card.funding')} value={t(`funding.${card.funding}`)} />
          <Row label={t('card.pin')} value={card.pin_set ? t('card.pinSet') : t('card.noPin')} />
          {card.state === 'blocked' && card.blocked_reason && (
            <Row label={t('card.blockedBy')} value={t(`blockedBy.${card.blocked_reason}`)} />
          )}
        </dl>
      </Box>
      <Box id="card-fuel" title={t('detail.fuel')}>
        {fuel.length === 0 ? (
          <p className="text-sm text-sand-700">{t('detail.noFuel')}</p>
        ) : (
          <ul className="grid gap-2 text-sm" data-testid="card-fuel">
            {fuel.map((b) => (
              <li key={b.product_id} className="flex flex-wrap justify-between gap-x-3">
                <span className="text-sand-700">{b.product_name}</span>
                <strong className="text-sand-900 tabular-nums">
                  {text.volume(b.balance, b.unit)}
                  {b.held > 0 && (
                    <span className="ml-2 font-normal text-sand-600">
                      {t('detail.held', { volume: text.volume(b.held, b.unit) })}
                    </span>
                  )}
                </strong>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-3 text-sm text-sand-600">{t(`detail.fundingHint.${card.funding}`)}</p>
        {open && (
          <div className="mt-4 flex flex-wrap gap-2">
            <button
              type="button"
              onClick={() => onOpen('load')}
              className={buttonClass('primary', 'sm')}
            >
              {t('fuel.loadOpen')}
            </button>
            {card.balances.some((b) => b.balance > 0) && (
              <button
                type="button"
                onClick={() => onOpen('unload')}
                className={buttonClass('outline', 'sm')}
              >
                {t('fuel.unloadOpen')}
              </button>
            )}
          </div>
        )}
      </Box>
    </div>
  );
}

function Box({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-3xl border border-sand-200 bg-white p-5 shadow-sm"
    >
      <h2 id={id} className="mb-3 text-lg font-bold text-sand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3">
      <dt className="text-sand-600">{label}</dt>
      <dd className="font-semibold break-words text-sand-900">{value}</dd>
    </div>
  );
}
