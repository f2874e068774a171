import type { Product } from '@fuel/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PumpIcon, RefreshIcon } from '../../../components/ui/icons';
import { useProducts } from '../../../lib/catalog/products';
import { formatAmd } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';

/** Today's price of every fuel, per litre or cubic metre, in the page's language. */
export function FuelPrices() {
  const { t } = useTranslation('products');
  const headingId = useId();
  const { data, isPending, isError, refetch, isRefetching } = useProducts();

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

      <div className="mt-5" aria-live="polite" aria-busy={isPending}>
        {isPending ? (
          <PricesSkeleton label={t('prices.loading')} />
        ) : isError ? (
          <div className="flex flex-col items-start gap-3 rounded-2xl bg-red-50 p-4 text-sm text-red-900 sm:flex-row sm:items-center sm:justify-between">
            <p>{t('prices.error')}</p>
            <button
              type="button"
              onClick={() => refetch()}
              disabled={isRefetching}
              className="inline-flex h-10 items-center gap-2 rounded-full bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              <RefreshIcon className={`size-4 ${isRefetching ? 'motion-safe:animate-spin' : ''}`} />
              {t('prices.retry')}
            </button>
          </div>
        ) : data.data.length === 0 ? (
          <p className="rounded-2xl bg-sand-100 p-4 text-sm text-sand-700">{t('prices.empty')}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {data.data.map((product) => (
              <PriceRow key={product.id} product={product} />
            ))}
          </ul>
        )}
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

function PricesSkeleton({ label }: { label: string }) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <ul className="grid gap-3 sm:grid-cols-2" aria-hidden="true">
        {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
          <li key={key} className="h-[66px] motion-safe:animate-pulse rounded-2xl bg-sand-100" />
        ))}
      </ul>
    </div>
  );
}
