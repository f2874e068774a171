import type { ProductBalance } from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import { PumpIcon, RefreshIcon } from '../../../components/ui/icons';
import { useVolume } from '../hooks/use-unit';

interface BalanceCardsProps {
  balances: ProductBalance[] | undefined;
  isError: boolean;
  refetching: boolean;
  onRetry(): void;
}

/** One card per fuel: what can be spent now and what is reserved for refuel codes. */
export function BalanceCards({ balances, isError, refetching, onRetry }: BalanceCardsProps) {
  const { t } = useTranslation('balance');
  const volume = useVolume();
  if (isError && !balances) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-2xl bg-red-50 p-4 text-red-900 sm:flex-row sm:items-center sm:justify-between">
        <p>{t('cards.error')}</p>
        <button
          type="button"
          onClick={onRetry}
          disabled={refetching}
          className="inline-flex h-10 items-center gap-2 rounded-full bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          <RefreshIcon className={`size-4 ${refetching ? 'motion-safe:animate-spin' : ''}`} />
          {t('cards.retry')}
        </button>
      </div>
    );
  }
  if (!balances) {
    return (
      <div role="status">
        <span className="sr-only">{t('cards.loading')}</span>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
          {['a', 'b', 'c'].map((key) => (
            <li key={key} className="h-32 rounded-3xl bg-sand-100 motion-safe:animate-pulse" />
          ))}
        </ul>
      </div>
    );
  }
  // A product never bought shows nothing worth a card; held fuel still counts.
  const owned = balances.filter((b) => b.balance > 0 || b.held > 0);
  if (owned.length === 0) {
    return (
      <div className="rounded-3xl border border-dashed border-sand-300 bg-white p-6 text-center">
        <p className="font-semibold text-sand-900">{t('cards.empty')}</p>
        <p className="mt-1 text-sm text-sand-600">{t('cards.emptyHint')}</p>
      </div>
    );
  }
  return (
    <ul
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
      data-testid="balance-cards"
    >
      {owned.map((b) => (
        <li
          key={b.product_id}
          aria-label={b.product_name}
          className="flex flex-col rounded-3xl border border-sand-200 bg-white p-5 shadow-sm"
        >
          <div className="flex items-center gap-2 text-sand-700">
            <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
              <PumpIcon className="size-4" />
            </span>
            <span className="font-semibold text-sand-900">{b.product_name}</span>
          </div>
          <p className="mt-4 text-xs font-semibold tracking-wide text-sand-600 uppercase">
            {t('cards.spendable')}
          </p>
          <p className="text-3xl font-bold text-brand-700 tabular-nums" data-testid="balance-value">
            {volume(b.balance, b.unit)}
          </p>
          {b.held > 0 && (
            <p className="mt-2 text-sm text-accent-700">
              {t('cards.held', { volume: volume(b.held, b.unit) })}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
