import type { Fill } from '@fuel/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageTitle } from '../../../components/layout/page-title';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { pageCount, pageFromSearch } from '../../../components/ui/pager';
import { ListEmpty, QueryList, QueryState } from '../../../components/ui/query-list';
import { pagePath, useLanguage } from '../../../lib/i18n';
import { useCan } from '../../../lib/session';
import { useConsumption } from '../api/get-consumption';
import { FILLS_PAGE_SIZE, useChartFills, useFills } from '../api/get-fills';
import { useVehicle } from '../api/get-vehicle';
import { periodFromSearch, searchWith } from '../period';
import '../texts';
import { FillDialog } from './fill-dialog';
import { FillRow } from './fill-row';
import { FuelFigures } from './fuel-figures';
import { FuelTrends } from './fuel-trend';
import { PeriodForm } from './period-form';

const section = 'mt-8 space-y-4';
const heading = 'text-xl font-bold text-sand-900';

/**
 * One vehicle: its consumption per fuel over a period (the last six months unless another is
 * asked), a chart of each measured stretch, and its fills, each correctable.
 */
export function VehiclePage({ id }: { id: string }) {
  const { t } = useTranslation('fleet');
  const language = useLanguage();
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const period = periodFromSearch(params);
  const page = pageFromSearch(search);
  const vehicle = useVehicle(id);
  const consumption = useConsumption({ period, vehicleId: id });
  const fills = useFills(id, period, page);
  const chartFills = useChartFills(id, period);
  const corrects = useCan('fills.edit');
  const [correcting, setCorrecting] = useState<Fill | null>(null);
  const plate = vehicle.data?.license_plate ?? '';

  return (
    <>
      <Link
        to={pagePath('vehicles')}
        className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeftIcon className="size-4" />
        {t('vehicle.back')}
      </Link>
      <QueryState
        query={vehicle}
        loading={t('vehicle.loading')}
        error={t('vehicle.error')}
        skeleton={{ count: 1, tile: 'mt-4 h-24 rounded-3xl' }}
        missing={
          <>
            <PageTitle>{`${t('vehicle.notFound')} · Fuel Cabinet`}</PageTitle>
            <div className="mt-4 rounded-3xl border border-dashed border-sand-300 bg-white p-8 text-center">
              <h1 className="text-xl font-bold text-sand-900">{t('vehicle.notFound')}</h1>
              <p className="mt-2 text-sand-700">{t('vehicle.notFoundText')}</p>
            </div>
          </>
        }
      >
        {(v) => (
          <>
            <PageTitle>{`${v.license_plate} · ${t('vehicle.title')} · Fuel Cabinet`}</PageTitle>
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <h1 className="text-2xl font-bold text-sand-900 sm:text-3xl">
                <span className="sr-only">{t('vehicle.title')}: </span>
                <span className="inline-flex rounded-lg border-2 border-sand-800 bg-white px-3 py-1 font-mono tracking-wider whitespace-nowrap">
                  {v.license_plate}
                </span>
              </h1>
              <p className="text-sand-700">
                {[v.model, v.primary_fuel_name, v.second_fuel_name].filter(Boolean).join(' · ')}
              </p>
            </div>
            <div className="mt-5">
              <PeriodForm
                key={`${period.from}${period.to}${language}`}
                period={period}
                onApply={(p) => navigate(searchWith(search, p))}
              />
            </div>
            <section aria-labelledby="vehicle-consumption" className={section}>
              <h2 id="vehicle-consumption" className={heading}>
                {t('vehicle.consumption')}
              </h2>
              <QueryState
                query={consumption}
                loading={t('report.loading')}
                error={t('report.error')}
                skeleton={{
                  count: 2,
                  className: 'grid gap-4 sm:grid-cols-2',
                  tile: 'h-48 rounded-3xl',
                }}
              >
                {(report) => {
                  const fuels = report.vehicles.find((r) => r.vehicle_id === id)?.fuels ?? [];
                  return fuels.length === 0 ? (
                    <ListEmpty title={t('fills.empty')} hint={t('fills.emptyHint')} />
                  ) : (
                    <FuelFigures fuels={fuels} />
                  );
                }}
              </QueryState>
              {chartFills.data && <FuelTrends fills={chartFills.data.data} />}
            </section>
            <section
              aria-labelledby="vehicle-fills"
              aria-busy={fills.isFetching}
              className={section}
            >
              <h2 id="vehicle-fills" className={heading}>
                {t('fills.title')}
              </h2>
              <QueryList
                query={fills}
                loading={t('fills.loading')}
                error={t('fills.error')}
                skeleton={{ tile: 'h-36 rounded-2xl' }}
                empty={<ListEmpty title={t('fills.empty')} hint={t('fills.emptyHint')} />}
                pager={{
                  page,
                  pages: pageCount(fills.data?.count ?? 0, FILLS_PAGE_SIZE),
                  label: t('fills.pages', { plate }),
                  hrefOf: (n) => {
                    const next = new URLSearchParams(search);
                    if (n > 1) next.set('page', String(n));
                    else next.delete('page');
                    return `?${next.toString()}`;
                  },
                }}
              >
                {({ data }) => (
                  <ul className="space-y-3">
                    {data.map((fill) => (
                      <FillRow
                        key={fill.id}
                        fill={fill}
                        onCorrect={corrects ? () => setCorrecting(fill) : undefined}
                      />
                    ))}
                  </ul>
                )}
              </QueryList>
            </section>
          </>
        )}
      </QueryState>
      {correcting && <FillDialog fill={correcting} onClose={() => setCorrecting(null)} />}
    </>
  );
}
