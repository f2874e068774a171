import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { ListError } from '../../../components/ui/query-list';
import { useCardOrders } from '../api/get-card-orders';
import { OrderRow } from './order-row';

/** A few at first; all of them (up to a list's largest page) on request. */
const FIRST = 4;
const ALL = 100;

/** The latest card orders, each with where it stands; nothing while the company has none. */
export function OrdersPanel() {
  const { t } = useTranslation('cards');
  const [limit, setLimit] = useState(FIRST);
  const orders = useCardOrders(limit);
  const rows = orders.data?.data ?? [];
  const total = orders.data?.count ?? 0;
  if (orders.isPending || (rows.length === 0 && !orders.isError)) return null;
  return (
    <section aria-labelledby="card-orders" className="mt-6">
      <h2 id="card-orders" className="text-lg font-bold text-sand-900">
        {t('orders.title')}
      </h2>
      {orders.isError && !orders.data ? (
        <div className="mt-3">
          <ListError text={t('orders.error')} onRetry={() => void orders.refetch()} />
        </div>
      ) : (
        <>
          <ul className="mt-3 grid grid-cols-1 gap-3 lg:grid-cols-2">
            {rows.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </ul>
          {total > FIRST && (
            <button
              type="button"
              onClick={() => setLimit(limit === FIRST ? ALL : FIRST)}
              aria-busy={orders.isFetching || undefined}
              className={`${buttonClass('secondary')} mt-3`}
            >
              {limit === FIRST ? t('orders.showAll', { count: total }) : t('orders.showFewer')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
