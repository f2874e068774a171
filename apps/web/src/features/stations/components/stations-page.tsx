import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ListEmpty, QueryList } from '../../../components/ui/query-list';
import { SelectField } from '../../../components/ui/select-field';
import { useProducts } from '../../../lib/catalog/products';
import { useStations } from '../../../lib/catalog/stations';
import { useNow } from '../../../lib/time';
import { fuelFromSearch } from '../hours';
import '../texts';
import { PageTitle } from '../../../components/layout/page-title';
import { StationCard } from './station-card';

/** Our stations: a list (no map tiles: the CSP allows no outside origins), filtered by fuel. */
export function StationsPage() {
  const { t } = useTranslation('stations');
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const fuel = fuelFromSearch(search);
  const stations = useStations(fuel);
  const products = useProducts().data?.data ?? [];
  // "Open now" moves on every minute, so a page left open stays right.
  const now = new Date(useNow(60_000));

  return (
    <>
      <PageTitle>{`${t('title')} · Fuel Cabinet`}</PageTitle>
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
        <QueryList
          query={stations}
          loading={t('loading')}
          error={t('error')}
          skeleton={{
            count: 4,
            className: 'grid grid-cols-1 gap-4 md:grid-cols-2',
            tile: 'h-72 rounded-3xl',
          }}
          empty={<ListEmpty title={t('empty')} />}
        >
          {({ data }) => (
            <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
              {data.map((station) => (
                <StationCard key={station.id} station={station} now={now} />
              ))}
            </ul>
          )}
        </QueryList>
      </section>
    </>
  );
}
