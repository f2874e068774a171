import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { pageCount } from '../../../components/ui/pager';
import { ListEmpty, QueryList } from '../../../components/ui/query-list';
import { useProducts } from '../../../lib/catalog/products';
import { useStations } from '../../../lib/catalog/stations';
import {
  useTransactionStatuses,
  useTransactionTypes,
} from '../../../lib/catalog/transaction-kinds';
import { pagePath, useLanguage } from '../../../lib/i18n';
import { exportTransactions } from '../api/export-transactions';
import { useTransactions } from '../api/get-transactions';
import {
  apiQuery,
  filtersFromSearch,
  hasFilters,
  PAGE_SIZE,
  searchFromFilters,
  type TransactionFilters,
} from '../filters';
import '../texts';
import { PageTitle } from '../../../components/layout/page-title';
import { ExportButton } from '../../../components/ui/export-button';
import { FiltersForm } from './filters-form';
import { TransactionList } from './transaction-list';

/** Transactions: filters kept in the URL, the list, paging and the CSV export. */
export function TransactionsPage() {
  const { t } = useTranslation('transactions');
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const filters = filtersFromSearch(search);
  const list = useTransactions(filters);
  const stations = useStations().data?.data ?? [];
  const products = useProducts().data?.data ?? [];
  const types = useTransactionTypes().data?.data ?? [];
  const statuses = useTransactionStatuses().data?.data ?? [];
  const go = (next: TransactionFilters) => navigate({ pathname, search: searchFromFilters(next) });
  const total = list.data?.count ?? 0;
  // Stable, so the memoized list is not drawn again when the filters' options arrive.
  const detailOf = useCallback(
    (id: string) => pagePath('transactions/:id', { id, language }),
    [language],
  );

  return (
    <>
      <PageTitle>{`${t('title')} · Fuel Cabinet`}</PageTitle>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-sand-900 sm:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-sand-700">{t('subtitle')}</p>
        </div>
        <ExportButton
          label={t('export')}
          empty={total === 0}
          onExport={() => exportTransactions(apiQuery(filters, { paged: false }), language)}
        />
      </div>
      <div className="mt-6">
        <FiltersForm
          key={search}
          filters={filters}
          onApply={go}
          options={{
            stations: stations.map((s) => ({ value: s.id, label: s.name })),
            types: types.map((x) => ({ value: x.id, label: x.name })),
            products: products.map((p) => ({ value: p.id, label: p.name })),
            statuses: statuses.map((s) => ({ value: String(s.id), label: s.name })),
          }}
        />
      </div>
      <section aria-labelledby="results-title" className="mt-6" aria-busy={list.isFetching}>
        <div className="mb-3 flex items-center justify-between gap-3">
          <h2 id="results-title" className="text-lg font-bold text-sand-900">
            {t('results')}
          </h2>
          <p role="status" className="text-sm text-sand-700">
            {list.data ? t(list.data.count_capped ? 'count_more' : 'count', { count: total }) : ''}
          </p>
        </div>
        <QueryList
          query={list}
          loading={t('loading')}
          error={t('error')}
          skeleton={{ count: 5, className: 'space-y-2', tile: 'h-28 rounded-2xl xl:h-14' }}
          empty={
            <ListEmpty
              title={hasFilters(filters) || filters.page > 1 ? t('noResults') : t('empty')}
              hint={hasFilters(filters) && t('noResultsHint')}
            />
          }
          pager={{
            page: filters.page,
            pages: pageCount(total, PAGE_SIZE),
            label: t('pager.label'),
            hrefOf: (page) => `${pathname}${searchFromFilters({ ...filters, page })}`,
          }}
        >
          {({ data }) => <TransactionList rows={data} from={search} hrefOf={detailOf} />}
        </QueryList>
      </section>
    </>
  );
}
