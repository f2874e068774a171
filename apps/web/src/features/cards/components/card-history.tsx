import { TRANSACTION_STATUS, type Transaction } from '@fuel/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { pageCount } from '../../../components/ui/pager';
import { ListEmpty, QueryList } from '../../../components/ui/query-list';
import { useStatusText, useTypeText } from '../../../lib/catalog/transaction-kinds';
import { formatVolume } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/time';
import { HISTORY_PAGE_SIZE, useCardTransactions } from '../api/get-card-transactions';

function pageOf(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The card's own movements, newest first; a refuel at the pump appears here while it happens. */
export function CardHistory({ cardId }: { cardId: string }) {
  const { t } = useTranslation('cards');
  const { pathname, search } = useLocation();
  const page = pageOf(search);
  const history = useCardTransactions(cardId, page);
  const pages = pageCount(history.data?.count ?? 0, HISTORY_PAGE_SIZE);
  // Types and statuses are named as on Transactions and Main (one vocabulary everywhere).
  const typeText = useTypeText((type) => t(`history.types.${type}`));
  const statusText = useStatusText();
  return (
    <section aria-labelledby="card-history" className="mt-8" aria-busy={history.isFetching}>
      <h2 id="card-history" className="mb-3 text-lg font-bold text-sand-900">
        {t('history.title')}
      </h2>
      <QueryList
        query={history}
        loading={t('history.loading')}
        error={t('history.error')}
        skeleton={{ className: 'space-y-2', tile: 'h-16 rounded-2xl' }}
        empty={<ListEmpty title={t('history.empty')} hint={t('history.emptyHint')} />}
        pager={{
          page,
          pages,
          label: t('history.pages'),
          hrefOf: (n) => (n > 1 ? `${pathname}?page=${n}` : pathname),
        }}
      >
        {({ data: rows }) => (
          <ul
            aria-label={t('history.title')}
            className="divide-y divide-sand-200 overflow-hidden rounded-3xl border border-sand-200 bg-white"
          >
            {rows.map((row) => (
              <HistoryRow
                key={row.id}
                row={row}
                operation={operation(row, typeText, t)}
                status={statusText(row).status}
              />
            ))}
          </ul>
        )}
      </QueryList>
    </section>
  );
}

/** A transfer between the company and this card (not one with a partner). */
const isCardMove = (row: Transaction) => row.type === 'transfer' && row.partner_id === null;

/**
 * On the card's own page the sign is the card's side: plus was loaded onto it, minus went back
 * to the company or into a tank. (The Transactions page shows the same move from the company's
 * side, where loading the card is a minus.)
 */
const cardSide = (row: Transaction) => (isCardMove(row) ? -row.quantity : row.quantity);

function operation(
  row: Transaction,
  typeText: (row: Transaction) => string,
  t: TFunction<'cards'>,
): string {
  if (!isCardMove(row)) return typeText(row);
  return row.quantity < 0 ? t('history.loaded') : t('history.returned');
}

function HistoryRow({
  row,
  operation,
  status,
}: {
  row: Transaction;
  operation: string;
  status: string;
}) {
  const { t } = useTranslation('cards');
  const language = useLanguage();
  const quantity = cardSide(row);
  // Coloured once it happened; a refuel still at the pump, or one that ended, stays muted.
  const tone =
    row.transaction_status_id !== TRANSACTION_STATUS.success || row.outcome
      ? 'text-sand-600'
      : quantity < 0
        ? 'text-red-700'
        : 'text-green-800';
  return (
    <li
      data-testid="card-history-row"
      className="flex items-start justify-between gap-4 px-4 py-3 sm:px-5"
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-sand-900">{operation}</p>
        <p className="text-sm break-words text-sand-600">
          {[formatDateTime(row.created_at, language), row.product_name, row.station_name]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <div className="shrink-0 text-right">
        <p className={`font-bold whitespace-nowrap tabular-nums ${tone}`}>
          {formatVolume(quantity, t(`common:units.${row.unit}`), language, true)}
        </p>
        {status && <p className="text-sm text-sand-600">{status}</p>}
      </div>
    </li>
  );
}
