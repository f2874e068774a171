import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { pageCount } from '../../../components/ui/pager';
import { ListEmpty, QueryList } from '../../../components/ui/query-list';
import { useCan } from '../../../lib/session';
import { useCards } from '../api/get-cards';
import {
  type CardListQuery,
  listQueryFromSearch,
  PAGE_SIZE,
  searchOfListQuery,
} from '../list-query';
import '../texts';
import { PageTitle } from '../../../components/layout/page-title';
import { CardFilters } from './card-filters';
import { CardTile } from './card-tile';
import { ExtrasPanel } from './extras-panel';
import { OrdersPanel } from './orders-panel';

// A driver's own asks: only drivers see them, so only they load them.
const MyExtras = lazy(() => import('./my-extras').then((m) => ({ default: m.MyExtras })));
// The two forms open on a click: their code comes then, not with the list.
const OrderDialog = lazy(() => import('./order-dialog').then((m) => ({ default: m.OrderDialog })));
const AddCardDialog = lazy(() =>
  import('./add-card-dialog').then((m) => ({ default: m.AddCardDialog })),
);

type Open = 'order' | 'add' | null;

/** Cards: the company's fuel cards with search and paging in the URL, their orders, add and order. */
export function CardsPage() {
  const { t } = useTranslation('cards');
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const query = listQueryFromSearch(search);
  const list = useCards(query);
  const [open, setOpen] = useState<Open>(null);
  // Ordering and adding cards are for the roles that manage cards (DESIGN §5.8).
  const manages = useCan('cards.manage');
  // Drivers' asks: answered by managers, followed by the driver who asked.
  const answers = useCan('cards.approve');
  const asks = useCan('cards.ask');
  const total = list.data?.count ?? 0;
  const filtered = query.search !== '' || query.state !== '';
  const go = (next: CardListQuery) => navigate({ pathname, search: searchOfListQuery(next) });
  const button = 'inline-flex h-11 items-center gap-2 rounded-full px-5 font-semibold';

  return (
    <>
      <PageTitle>{`${t('title')} · Fuel Cabinet`}</PageTitle>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-sand-900 sm:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-sand-700">{t('subtitle')}</p>
        </div>
        {manages && (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              onClick={() => setOpen('order')}
              className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
            >
              {t('order.open')}
            </button>
            <button
              type="button"
              onClick={() => setOpen('add')}
              className={`${button} border border-brand-600 text-brand-700 hover:bg-brand-50`}
            >
              <span aria-hidden="true">+</span>
              {t('add.open')}
            </button>
          </div>
        )}
      </div>
      {answers && <ExtrasPanel />}
      {asks && (
        <Suspense fallback={null}>
          <MyExtras />
        </Suspense>
      )}
      <OrdersPanel />
      <div className="mt-6">
        <CardFilters key={search} query={query} onApply={go} />
      </div>
      <section aria-label={t('listLabel')} className="mt-6" aria-busy={list.isFetching}>
        <QueryList
          query={list}
          loading={t('loading')}
          error={t('error')}
          skeleton={{
            className: 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3',
            tile: 'h-52 rounded-3xl',
          }}
          empty={
            filtered || query.page > 1 ? (
              <ListEmpty title={t('noResults')} hint={t('noResultsHint')} />
            ) : (
              <ListEmpty title={t('empty')} hint={t('emptyHint')} />
            )
          }
          pager={{
            page: query.page,
            pages: pageCount(total, PAGE_SIZE),
            label: t('pages'),
            hrefOf: (page) => `${pathname}${searchOfListQuery({ ...query, page })}`,
          }}
        >
          {({ data: rows }) => (
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {rows.map((card) => (
                <CardTile key={card.id} card={card} />
              ))}
            </ul>
          )}
        </QueryList>
      </section>
      <Suspense fallback={null}>
        {open === 'order' && <OrderDialog onClose={() => setOpen(null)} />}
        {open === 'add' && <AddCardDialog onClose={() => setOpen(null)} />}
      </Suspense>
    </>
  );
}
