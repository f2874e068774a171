import type { ProductBalance, ProductBalancesReply } from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import { PumpIcon } from '../../../components/ui/icons';
import { ListEmpty, type LoadableQuery, QueryState } from '../../../components/ui/query-state';
import { useVolume } from '../hooks/use-unit';

/**
 * On a phone the cards are one row that scrolls sideways, so the page under them stays where it
 * was drawn however many fuels arrive: a column of cards moved everything below it by the
 * difference between the loading tiles and the cards (a layout shift of 0.13 in Lighthouse).
 * Wider screens show a grid; cards and tiles are of one height, so up to a row of them the grid
 * does not move either.
 */
const LAYOUT = 'flex snap-x snap-mandatory gap-3 sm:grid sm:grid-cols-2 lg:grid-cols-3';
const CARD_SIZE = 'min-h-44 w-[85%] shrink-0 snap-start only:w-full sm:w-auto';

/** One card per fuel: what can be spent now and what is reserved for refuel codes. */
export function BalanceCards({ balances }: { balances: LoadableQuery<ProductBalancesReply> }) {
  const { t } = useTranslation('balance');
  return (
    <QueryState
      query={balances}
      loading={t('cards.loading')}
      error={t('cards.error')}
      skeleton={{ className: `${LAYOUT} overflow-hidden`, tile: `${CARD_SIZE} rounded-3xl` }}
    >
      {({ data }) => <Owned balances={data} />}
    </QueryState>
  );
}

function Owned({ balances }: { balances: ProductBalance[] }) {
  const { t } = useTranslation('balance');
  const volume = useVolume();
  // A product never bought shows nothing worth a card; held fuel still counts.
  const owned = balances.filter((b) => b.balance > 0 || b.held > 0);
  if (owned.length === 0) return <ListEmpty title={t('cards.empty')} hint={t('cards.emptyHint')} />;
  return (
    <ul
      className={`${LAYOUT} overflow-x-auto sm:overflow-visible`}
      data-testid="balance-cards"
      aria-labelledby="balances-title"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a row that scrolls sideways must be reachable by keyboard
      tabIndex={0}
    >
      {owned.map((b) => (
        <li
          key={b.product_id}
          aria-label={b.product_name}
          className={`${CARD_SIZE} flex flex-col rounded-3xl border border-sand-200 bg-white p-5 shadow-sm`}
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
