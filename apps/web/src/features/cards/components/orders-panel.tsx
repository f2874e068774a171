import type { CardOrder } from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useCardOrders } from '../api/get-card-orders';
import { ListError } from './list-states';

/** The way an order goes; a cancelled order leaves it. */
const STEPS = ['received', 'produced', 'ready_for_pickup', 'handed_over'] as const;

/** The latest card orders, each with where it stands; nothing while the company has none. */
export function OrdersPanel() {
  const { t } = useTranslation('cards');
  const orders = useCardOrders();
  const rows = orders.data?.data ?? [];
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
        <ul className="mt-3 grid gap-3 lg:grid-cols-2">
          {rows.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </ul>
      )}
    </section>
  );
}

function OrderRow({ order }: { order: CardOrder }) {
  const { t } = useTranslation('cards');
  const language = useLanguage();
  const reached = STEPS.indexOf(order.status as (typeof STEPS)[number]);
  const where = order.station_name ?? order.address ?? '';
  return (
    <li
      data-testid="card-order"
      className="rounded-3xl border border-sand-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-semibold text-sand-900">
          {t('orders.number', { number: order.number })}
          <span className="font-normal text-sand-700">
            {' '}
            · {t('orders.cards', { count: order.quantity })}
          </span>
        </p>
        <p className="text-sm text-sand-600">{formatDateTime(order.created_at, language)}</p>
      </div>
      {where && <p className="mt-1 text-sm break-words text-sand-700">{where}</p>}
      <p className="mt-2 text-sm" role="status">
        <span className="text-sand-600">{t('orders.status')}: </span>
        <strong className={order.status === 'cancelled' ? 'text-red-700' : 'text-sand-900'}>
          {t(`orders.statuses.${order.status}`)}
        </strong>
      </p>
      {order.status !== 'cancelled' && (
        <ol className="mt-3 grid grid-cols-4 gap-1.5" aria-label={t('orders.progress')}>
          {STEPS.map((step, index) => (
            <li key={step} aria-current={index === reached ? 'step' : undefined}>
              <span
                aria-hidden="true"
                className={`block h-1.5 rounded-full ${index <= reached ? 'bg-brand-600' : 'bg-sand-200'}`}
              />
              {/* The current step is written above; on phones the bar alone shows the way. */}
              <span
                className={`sr-only sm:not-sr-only sm:mt-1 sm:block sm:text-xs sm:leading-tight ${index <= reached ? 'font-semibold text-sand-900' : 'text-sand-600'}`}
              >
                {t(`orders.statuses.${step}`)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}
