import type { CardOrder } from '@fuel/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useLanguage } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/time';
import { notify } from '../../../lib/toast';
import { useCancelCardOrder } from '../api/cancel-card-order';

/** The way an order goes; a cancelled order leaves it. */
const STEPS = ['received', 'produced', 'ready_for_pickup', 'handed_over'] as const;

/** One order: its number, size, where it goes, its step, and Cancel while it is only received. */
export function OrderRow({ order }: { order: CardOrder }) {
  const { t } = useTranslation('cards');
  const language = useLanguage();
  const reached = STEPS.indexOf(order.status as (typeof STEPS)[number]);
  const where = order.station_name ?? order.address ?? '';
  // Cards brought to an address are not picked up: that step reads "on the way".
  const stepText = (step: CardOrder['status']) =>
    step === 'ready_for_pickup' && order.address
      ? t('orders.statuses.on_the_way')
      : t(`orders.statuses.${step}`);
  const cancel = useCancelCardOrder();
  const [confirming, setConfirming] = useState(false);
  const confirmCancel = async () => {
    try {
      await cancel.mutateAsync(order.id);
      notify.success(t('orders.cancelled', { number: order.number }));
      setConfirming(false);
    } catch {
      // The API client has shown why (an order that moved on meanwhile is 409).
    }
  };
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
      {order.note && (
        <p className="mt-1 text-sm break-words text-sand-600">
          {t('orders.note', { note: order.note })}
        </p>
      )}
      <p className="mt-2 text-sm" role="status">
        <span className="text-sand-600">{t('orders.status')}: </span>
        <strong className={order.status === 'cancelled' ? 'text-red-700' : 'text-sand-900'}>
          {stepText(order.status)}
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
                {stepText(step)}
              </span>
            </li>
          ))}
        </ol>
      )}
      {order.status === 'received' && (
        <>
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className={`${buttonClass('danger-outline', 'sm')} mt-3`}
          >
            {t('orders.cancel')}
          </button>
          <ConfirmDialog
            open={confirming}
            title={t('orders.cancelTitle', { number: order.number })}
            confirmLabel={t('orders.cancelYes')}
            cancelLabel={t('orders.cancelNo')}
            pending={cancel.isPending}
            onConfirm={confirmCancel}
            onClose={() => setConfirming(false)}
          >
            {t('orders.cancelText')}
          </ConfirmDialog>
        </>
      )}
    </li>
  );
}
