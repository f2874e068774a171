import type { DashboardReply, UserType } from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListEmpty, QueryState } from '../../../components/ui/query-state';
import {
  useStatusText,
  useTransactionStatuses,
  useTransactionTypes,
  useTypeText,
} from '../../../lib/catalog/transaction-kinds';
import { formatVolume } from '../../../lib/format';
import { pagePath, useLanguage } from '../../../lib/i18n';
import { useCan } from '../../../lib/session';
import { formatDateTime } from '../../../lib/time';
import { useDashboard } from '../api/get-dashboard';
import '../texts';
import { Card } from './card';

/** Main: balances, vehicles, friends or partners, and the latest transactions, each with a link. */
export function DashboardPage({ userType }: { userType: UserType }) {
  const { t } = useTranslation('dashboard');
  const dashboard = useDashboard();
  // The names of the latest transactions' types and statuses are asked for beside the overview,
  // not after it has arrived: one trip less before the list is drawn.
  useTransactionTypes();
  useTransactionStatuses();
  return (
    <div className="mt-6">
      <QueryState
        query={dashboard}
        loading={t('loading')}
        error={t('error')}
        skeleton={{ count: 4, className: 'grid gap-4 lg:grid-cols-2', tile: 'h-48 rounded-3xl' }}
      >
        {(data) => <Sections data={data} userType={userType} />}
      </QueryState>
    </div>
  );
}

function Sections({ data, userType }: { data: DashboardReply; userType: UserType }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const unit = (u: 'L' | 'm3') => t(`unit.${u}`);
  const people = userType === 'company' ? data.partners : data.friends;
  const peopleKey = userType === 'company' ? 'partners' : 'friends';
  // Someone acting for a company sees the sections their role may open (DESIGN §5.8).
  const showVehicles = useCan('vehicles.view');
  const showPeople = useCan('fuel.send');
  // The same names as the history and its CSV.
  const typeText = useTypeText();
  const statusText = useStatusText();
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Card
        id="dash-balances"
        title={t('balances.title')}
        to={pagePath('my-balance')}
        linkLabel={t('balances.link')}
        className="lg:col-span-2"
      >
        {data.balances.length === 0 ? (
          <ListEmpty compact title={t('balances.empty')} />
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {data.balances.map((b) => (
              <li key={b.product_id} className="rounded-2xl bg-brand-50 p-4">
                <p className="text-sm text-sand-700">{b.product_name}</p>
                <p className="mt-1 text-xl font-bold text-sand-900 tabular-nums">
                  {formatVolume(b.balance, unit(b.unit), language)}
                </p>
                {b.held > 0 && (
                  <p className="text-xs text-sand-600">
                    {t('balances.held', { value: formatVolume(b.held, unit(b.unit), language) })}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
      {showVehicles && (
        <Card
          id="dash-vehicles"
          title={t('vehicles.title')}
          to={pagePath('vehicles')}
          linkLabel={t('vehicles.link', { count: data.vehicles.count })}
          className={showPeople ? undefined : 'lg:col-span-2'}
        >
          {data.vehicles.data.length === 0 ? (
            <ListEmpty compact title={t('vehicles.empty')} />
          ) : (
            <ul className="divide-y divide-sand-100">
              {data.vehicles.data.map((v) => (
                <li key={v.id} className="flex items-center justify-between gap-3 py-2">
                  <span className="shrink-0 font-mono font-bold whitespace-nowrap text-sand-900">
                    {v.license_plate}
                  </span>
                  <span
                    className="min-w-0 truncate text-sm text-sand-700"
                    title={`${v.model} · ${v.primary_fuel_name}`}
                  >
                    {v.model} · {v.primary_fuel_name}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}
      {showPeople && (
        <Card
          id="dash-people"
          title={t(`${peopleKey}.title`)}
          to={pagePath(peopleKey)}
          linkLabel={t(`${peopleKey}.link`)}
          className={showVehicles ? undefined : 'lg:col-span-2'}
        >
          {people.data.length === 0 ? (
            <ListEmpty compact title={t(`${peopleKey}.empty`)} />
          ) : (
            <ul className="divide-y divide-sand-100">
              {people.data.map((p) => (
                <li key={p.user_relation_id} className="flex justify-between gap-3 py-2">
                  <span className="min-w-0 truncate font-semibold text-sand-900" title={p.name}>
                    {p.name}
                  </span>
                  <span className="shrink-0 text-sm whitespace-nowrap text-sand-600 tabular-nums">
                    ID {p.id}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}
      <Card
        id="dash-transactions"
        title={t('transactions.title')}
        to={pagePath('transactions')}
        linkLabel={t('transactions.link')}
        className="lg:col-span-2"
      >
        {data.transactions.data.length === 0 ? (
          <ListEmpty compact title={t('transactions.empty')} />
        ) : (
          <ul className="divide-y divide-sand-100">
            {data.transactions.data.map((row) => (
              <li key={row.id} className="flex items-baseline justify-between gap-x-4 py-2.5">
                {/* The quantity keeps its place on the first line; the words wrap beside it. */}
                <span className="min-w-0">
                  {/* Each row opens its transaction, as the history's rows do. */}
                  <Link
                    to={pagePath('transactions/:id', { id: row.id })}
                    className="font-semibold text-sand-900 underline-offset-4 hover:text-brand-700 hover:underline"
                  >
                    {typeText(row)}
                    <span className="sr-only">, {formatDateTime(row.created_at, language)}</span>
                  </Link>
                  <span className="text-sand-700"> · {row.product_name}</span>
                  {/* Who the fuel went to or came from (or where it was dispensed). */}
                  {(row.partner_name ?? row.station_name) && (
                    <span className="block text-sm break-words text-sand-700">
                      {row.partner_name ?? row.station_name}
                    </span>
                  )}
                  <span className="block text-sm text-sand-600">
                    <time dateTime={row.created_at}>
                      {formatDateTime(row.created_at, language)}
                    </time>
                    {' · '}
                    {statusText(row).status}
                  </span>
                </span>
                {statusText(row).moved ? (
                  <span
                    className={`shrink-0 font-semibold whitespace-nowrap tabular-nums ${row.quantity < 0 ? 'text-sand-900' : 'text-brand-700'}`}
                  >
                    {formatVolume(row.quantity, unit(row.unit), language, true)}
                  </span>
                ) : (
                  // What did not happen moved nothing: no quantity, muted.
                  <span className="shrink-0 text-sand-600">—</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
