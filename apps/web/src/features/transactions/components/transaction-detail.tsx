import { bankOrderNumber, type TransactionDetail as Detail } from '@fuel/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { QueryState } from '../../../components/ui/query-list';
import { formatVolume } from '../../../lib/format';
import { pagePath, useLanguage } from '../../../lib/i18n';
import { useTransaction } from '../api/get-transaction';
import '../texts';
import { PageTitle } from '../../../components/layout/page-title';
import { buttonClass } from '../../../components/ui/button';
import { vehicleLabel } from '../../../lib/vehicle-options';
import { StatusIcon } from './status-icon';
import { useRowText } from './use-row-text';

interface TransactionDetailProps {
  id: string;
  /** What the page shows under the transaction, from other features (the route composes them). */
  after?(row: Detail): ReactNode;
}

/** One transaction: every field, the bank's order state for purchases, the pump's figures for refuels. */
export function TransactionDetail({ id, after }: TransactionDetailProps) {
  const { t } = useTranslation('transactions');
  const { state } = useLocation();
  const from =
    typeof (state as { from?: unknown } | null)?.from === 'string'
      ? (state as { from: string }).from
      : '';
  // Opened from a message: the way back leads to the messages, on the page of them it was on
  // (the history entry holds that page's search).
  const notificationsSearch = (state as { fromNotifications?: unknown } | null)?.fromNotifications;
  const fromNotifications = typeof notificationsSearch === 'string';
  const back = fromNotifications
    ? pagePath('messages', { query: notificationsSearch })
    : pagePath('transactions', { query: from });
  const detail = useTransaction(id);
  return (
    <>
      <Link
        to={back}
        className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeftIcon className="size-4" />
        {fromNotifications ? t('detail.backToMessages') : t('detail.back')}
      </Link>
      <div className="mt-4">
        <QueryState
          query={detail}
          loading={t('loading')}
          error={t('detail.error')}
          skeleton={{ count: 1, tile: 'h-64 rounded-3xl' }}
          missing={
            <>
              <PageTitle>{`${t('detail.notFoundTitle')} · Fuel Cabinet`}</PageTitle>
              <div className="rounded-3xl border border-dashed border-sand-300 bg-white p-8 text-center">
                <h1 className="text-xl font-bold text-sand-900">{t('detail.notFoundTitle')}</h1>
                <p className="mt-2 text-sand-700">{t('detail.notFoundText')}</p>
              </div>
            </>
          }
        >
          {(row) => (
            <>
              <TransactionCard row={row} />
              {after?.(row)}
            </>
          )}
        </QueryState>
      </div>
    </>
  );
}

/** Every field of one transaction. */
function TransactionCard({ row }: { row: Detail }) {
  const { t } = useTranslation('transactions');
  const language = useLanguage();
  const text = useRowText();
  const x = text(row);
  const unit = t(`common:units.${row.unit}`);
  return (
    <>
      <PageTitle>{`${x.type} · ${t('title')} · Fuel Cabinet`}</PageTitle>
      <div className="rounded-3xl border border-sand-200 bg-white p-5 shadow-sm sm:p-8">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold text-sand-900">{x.type}</h1>
            <p className="text-sand-600">{x.date}</p>
          </div>
          <p className={`font-bold tabular-nums ${x.moved ? 'text-3xl' : 'text-lg'} ${x.tone}`}>
            {x.moved ? x.quantity : t('common:outcomes.nothingMoved')}
          </p>
        </div>
        {/* What to know or do first, above the details (a list holds only terms and values). */}
        {row.from_card_fuel && (
          <p className="mt-4 text-sm text-sand-700">{t('detail.fromCardFuel')}</p>
        )}
        {row.order?.form_url && (
          <div className="mt-4">
            <a href={row.order.form_url} className={buttonClass()}>
              {t('detail.continuePayment')}
            </a>
            <p className="mt-2 text-sm text-sand-600">{t('detail.continueHint')}</p>
          </div>
        )}
        <dl className="mt-6 grid grid-cols-1 gap-x-8 gap-y-4 sm:grid-cols-2">
          <Item term={t('table.status')}>
            <StatusIcon
              icon={x.icon}
              label={x.reason ? `${x.status} · ${x.reason}` : x.status}
              withText
            />
          </Item>
          {!x.moved && (
            <Item term={t('common:outcomes.requested')}>
              {formatVolume(Math.abs(row.quantity), unit, language)}
            </Item>
          )}
          <Item term={t('table.fuel')}>{row.product_name}</Item>
          <Item term={t('table.amount')}>{x.amount}</Item>
          <Item term={t('table.station')}>{x.station}</Item>
          <Item term={t('table.partner')}>{x.partner}</Item>
          {row.order && (
            <>
              <Item term={t('detail.orderState')}>
                {t(`detail.orderStates.${row.order.state}`)}
              </Item>
              <Item term={t('detail.orderId')}>
                <span className="font-mono text-sm break-all">
                  {bankOrderNumber(row.order.order_id)}
                </span>
              </Item>
            </>
          )}
          {row.refuel && (
            <>
              <Item term={t('detail.authorized')}>
                {formatVolume(row.refuel.authorized, unit, language)}
              </Item>
              <Item term={t('detail.dispensed')}>
                {row.refuel.dispensed === null
                  ? '—'
                  : formatVolume(row.refuel.dispensed, unit, language)}
              </Item>
              {row.refuel.vehicle && (
                <Item term={t('detail.vehicle')}>{vehicleLabel(row.refuel.vehicle)}</Item>
              )}
            </>
          )}
          {row.note && (
            <Item term={t('detail.note')} wide>
              <span className="whitespace-pre-line wrap-anywhere">{row.note}</span>
            </Item>
          )}
          <Item term={t('detail.id')}>
            <span className="font-mono text-sm break-all">{row.id}</span>
          </Item>
        </dl>
      </div>
    </>
  );
}

function Item({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-semibold tracking-wide text-sand-600 uppercase">{term}</dt>
      <dd className="mt-1 text-sand-900">{children}</dd>
    </div>
  );
}
