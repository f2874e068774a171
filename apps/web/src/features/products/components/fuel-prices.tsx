import type { Product } from '@fuel/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PumpIcon } from '../../../components/ui/icons';
import { QueryState } from '../../../components/ui/query-state';
import { useProducts } from '../../../lib/catalog/products';
import { formatAmd } from '../../../lib/format';
import { useHydrated } from '../../../lib/hydration';
import { useLanguage } from '../../../lib/i18n';

/** Today's price of every fuel, per litre or cubic metre, in the page's language. */
export function FuelPrices() {
  const { t } = useTranslation('products');
  const headingId = useId();
  const stored = useProducts();
  // The drawn page shows the prices loading; the copy kept from an earlier visit comes after.
  const hydrated = useHydrated();
  const prices = hydrated ? stored : { ...stored, data: undefined, isPending: true };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-sand-200 bg-white p-5 shadow-sm sm:p-7"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent-100 text-accent-700">
          <PumpIcon />
        </span>
        <div>
          <h2 id={headingId} className="text-lg font-bold text-sand-900">
            {t('prices.title')}
          </h2>
          <p className="mt-0.5 text-sm text-sand-600">{t('prices.subtitle')}</p>
        </div>
      </div>

      <div className="mt-5" aria-live="polite" aria-busy={prices.isPending}>
        <QueryState
          query={prices}
          loading={t('prices.loading')}
          error={t('prices.error')}
          skeleton={{
            count: 6,
            className: 'grid gap-3 sm:grid-cols-2',
            tile: 'h-[66px] rounded-2xl',
          }}
        >
          {({ data }) =>
            data.length === 0 ? (
              <p className="rounded-2xl bg-sand-100 p-4 text-sm text-sand-700">
                {t('prices.empty')}
              </p>
            ) : (
              <ul className="grid gap-3 sm:grid-cols-2">
                {data.map((product) => (
                  <PriceRow key={product.id} product={product} />
                ))}
              </ul>
            )
          }
        </QueryState>
      </div>
    </section>
  );
}

function PriceRow({ product }: { product: Product }) {
  const { t } = useTranslation('products');
  const language = useLanguage();
  return (
    <li className="flex items-center justify-between gap-3 rounded-2xl border border-sand-200 bg-sand-50 px-4 py-3">
      <span className="font-medium text-sand-900">{product.name}</span>
      <span className="text-right">
        <span className="block text-lg font-bold whitespace-nowrap text-brand-700 tabular-nums">
          {formatAmd(product.price, language)}
        </span>
        <span className="block text-xs whitespace-nowrap text-sand-600">
          {t(`prices.perUnit.${product.unit}`)}
        </span>
      </span>
    </li>
  );
}
