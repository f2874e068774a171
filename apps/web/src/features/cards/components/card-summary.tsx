import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useProducts } from '../../../lib/catalog/products';
import { useCardText } from '../hooks/use-card-text';
import type { Card } from '../provisional';
import type { CardDialog } from './card-actions';

interface CardSummaryProps {
  card: Card;
  onOpen(dialog: Exclude<CardDialog, null>): void;
}

/** Limits and what is left of them, the card's settings, and the fuel loaded onto it. */
export function CardSummary({ card, onOpen }: CardSummaryProps) {
  const { t } = useTranslation('cards');
  const text = useCardText();
  const products = useProducts().data?.data ?? [];
  const allowed =
    card.product_ids.length === 0
      ? t('card.allProducts')
      : products
          .filter((p) => card.product_ids.includes(p.id))
          .map((p) => p.name)
          .join(', ');
  const open = card.state !== 'closed';
  return (
    <div className="mt-6 grid gap-4 lg:grid-cols-2">
      <Box id="card-limits" title={t('detail.limits')}>
        <dl className="grid gap-2 text-sm">
          <Row label={t('card.dayLeft')} value={text.dayLeft(card)} />
          <Row label={t('card.monthLeft')} value={text.monthLeft(card)} />
          <Row label={t('card.vehicle')} value={card.vehicle_plate ?? t('card.noVehicle')} />
          <Row label={t('card.products')} value={allowed} />
          <Row label={t('card.pin')} value={card.has_pin ? t('card.pinSet') : t('card.noPin')} />
        </dl>
      </Box>
      <Box id="card-fuel" title={t('detail.fuel')}>
        {card.fuel.length === 0 ? (
          <p className="text-sm text-sand-700">{t('detail.noFuel')}</p>
        ) : (
          <ul className="grid gap-2 text-sm" data-testid="card-fuel">
            {card.fuel.map((f) => (
              <li key={f.product_id} className="flex justify-between gap-3">
                <span className="text-sand-700">{f.product_name}</span>
                <strong className="text-sand-900 tabular-nums">
                  {text.volume(f.balance, f.unit)}
                </strong>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-3 text-sm text-sand-600">{t('detail.fuelHint')}</p>
        {open && (
          <div className="mt-4 flex flex-wrap gap-2">
            <button
              type="button"
              onClick={() => onOpen('load')}
              className="inline-flex h-10 items-center rounded-full bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {t('fuel.loadOpen')}
            </button>
            {card.fuel.length > 0 && (
              <button
                type="button"
                onClick={() => onOpen('unload')}
                className="inline-flex h-10 items-center rounded-full border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
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
      <dd className="font-semibold break-words text-sand-900 tabular-nums">{value}</dd>
    </div>
  );
}
