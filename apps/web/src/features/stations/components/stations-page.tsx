import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { RefreshIcon } from '../../../components/ui/icons';
import { SelectField } from '../../../components/ui/select-field';
import { useProducts } from '../../../lib/catalog/products';
import { useStations } from '../../../lib/catalog/stations';
import { fuelFromSearch } from '../hours';
import '../texts';
import { StationCard } from './station-card';

/** The clock for "open now", moved on every minute so a page left open stays right. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Our stations: a list (no map tiles: the CSP allows no outside origins), filtered by fuel. */
export function StationsPage() {
  const { t } = useTranslation('stations');
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const fuel = fuelFromSearch(search);
  const stations = useStations(fuel);
  const products = useProducts().data?.data ?? [];
  const now = useMinuteClock();
  const rows = stations.data?.data ?? [];

  return (
    <>
      <title>{`${t('title')} · Fuel Cabinet`}</title>
      <h1 className="text-2xl font-bold text-sand-900 sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-sand-700">{t('subtitle')}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <SelectField
          name="fuel"
          label={t('filter')}
          placeholder={t('anyFuel')}
          value={fuel}
          options={products.map((p) => ({ value: p.id, label: p.name }))}
          onChange={(event) => {
            const value = event.target.value;
            navigate({ pathname, search: value ? `?fuel=${value}` : '' }, { replace: true });
          }}
          className="sm:w-80"
        />
        <p role="status" className="text-sm text-sand-700">
          {stations.data ? t('count', { count: stations.data.count }) : ''}
        </p>
      </div>
      <section aria-label={t('listLabel')} className="mt-6" aria-busy={stations.isFetching}>
        {stations.isPending ? (
          <div role="status">
            <span className="sr-only">{t('loading')}</span>
            <div className="grid grid-cols-1 gap-4 md:grid-cols-2" aria-hidden="true">
              {['a', 'b', 'c', 'd'].map((k) => (
                <div key={k} className="h-72 rounded-3xl bg-sand-100 motion-safe:animate-pulse" />
              ))}
            </div>
          </div>
        ) : stations.isError ? (
          <div className="flex flex-col items-start gap-3 rounded-2xl bg-red-50 p-4 text-red-900 sm:flex-row sm:items-center sm:justify-between">
            <p>{t('error')}</p>
            <button
              type="button"
              onClick={() => void stations.refetch()}
              className="inline-flex h-10 items-center gap-2 rounded-full bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
            >
              <RefreshIcon className="size-4" />
              {t('retry')}
            </button>
          </div>
        ) : rows.length === 0 ? (
          <div className="rounded-3xl border border-dashed border-sand-300 bg-white p-8 text-center">
            <p className="font-semibold text-sand-900">{t('empty')}</p>
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {rows.map((station) => (
              <StationCard key={station.id} station={station} now={now} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
