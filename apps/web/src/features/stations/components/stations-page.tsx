import { useTranslation } from 'react-i18next';
import { useNavigate, useLocation as useRouterLocation } from 'react-router';
import { PageTitle } from '../../../components/layout/page-title';
import { ListEmpty, ListError, QueryList } from '../../../components/ui/query-list';
import { useStations } from '../../../lib/catalog/stations';
import { useLanguage } from '../../../lib/i18n';
import { useLoadWhenNear } from '../../../lib/load-when-near';
import { SCREEN, useMediaQuery } from '../../../lib/media';
import { useNow } from '../../../lib/time';
import { byDistance, formatKm } from '../distance';
import {
  type StationFilters as Filters,
  filtersFromSearch,
  openFilter,
  searchOf,
} from '../filters';
import '../texts';
import { useLocation } from '../use-location';
import { LocationMessage } from './location-message';
import { StationCard } from './station-card';
import { StationFilters } from './station-filters';
import type { StationsMapProps } from './stations-map';
import { ViewSwitch } from './view-switch';

// Leaflet and the map's geography load with the map only, never with another page.
const loadMap = () => import('./stations-map');

/** The map once its code has come (as its place nears the screen), or what failed, with a retry. */
function MapWhenNear(props: StationsMapProps) {
  const { t } = useTranslation('stations');
  const map = useLoadWhenNear(loadMap);
  if (map.module) return <map.module.default {...props} />;
  return (
    <div
      ref={map.ref}
      className="grid h-full place-items-center rounded-3xl border border-sand-200 bg-sand-100 p-4 text-sand-700"
    >
      {map.failed ? <ListError text={t('mapError')} onRetry={map.retry} /> : t('mapLoading')}
    </div>
  );
}

/**
 * Our stations: a list and a map beside it (one or the other, by a switch, on a narrow screen),
 * with the same filters (fuel, open now) and the nearest to the reader first once asked.
 */
export function StationsPage() {
  const { t } = useTranslation('stations');
  const language = useLanguage();
  const { pathname, search } = useRouterLocation();
  const navigate = useNavigate();
  const filters = filtersFromSearch(search);
  const setFilters = (next: Filters) =>
    navigate({ pathname, search: searchOf(next) }, { replace: true });
  const stations = useStations(filters.fuel);
  // "Open now" moves on every minute, so a page left open stays right.
  const now = new Date(useNow(60_000));
  const location = useLocation();
  const user = location.state.status === 'located' ? location.state.position : null;
  const wide = useMediaQuery(SCREEN.lg);
  const showMap = wide === true || (wide === false && filters.view === 'map');
  const showList = wide !== false || filters.view === 'list';

  const shown = openFilter(stations.data?.data ?? [], filters.openNow, now);
  const measured = byDistance(shown, user);
  const distances = new Map(
    measured.map(({ place, km }) => [place.id, km === null ? undefined : formatKm(km, language)]),
  );
  const distanceOf = (id: string) => distances.get(id);
  const ordered = measured.map(({ place }) => place);

  return (
    <>
      <PageTitle>{`${t('title')} · Fuel Cabinet`}</PageTitle>
      <h1 className="text-2xl font-bold text-sand-900 sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-sand-700">{t('subtitle')}</p>
      <StationFilters
        filters={filters}
        onChange={setFilters}
        onNearest={location.locate}
        locating={location.state.status === 'locating'}
      />
      <div className="mt-3 flex flex-col gap-1 text-sm text-sand-700">
        <p role="status">{stations.data ? t('count', { count: shown.length }) : ''}</p>
        <LocationMessage state={location.state} />
      </div>
      {wide === false && (
        <ViewSwitch view={filters.view} onChange={(view) => setFilters({ ...filters, view })} />
      )}
      <div className="mt-6 lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start lg:gap-6">
        {showList && (
          <section aria-label={t('listLabel')} aria-busy={stations.isFetching}>
            <QueryList
              query={stations}
              loading={t('loading')}
              error={t('error')}
              skeleton={{ count: 4, className: 'grid grid-cols-1 gap-4', tile: 'h-72 rounded-3xl' }}
              empty={<ListEmpty title={t('empty')} />}
            >
              {() =>
                ordered.length === 0 ? (
                  <ListEmpty title={t('emptyFilters')} />
                ) : (
                  <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-1">
                    {ordered.map((station) => (
                      <li key={station.id}>
                        <StationCard
                          station={station}
                          now={now}
                          distance={distances.get(station.id)}
                        />
                      </li>
                    ))}
                  </ul>
                )
              }
            </QueryList>
          </section>
        )}
        {showMap && (
          <section
            aria-label={t('mapLabel')}
            className="isolate h-[70dvh] min-h-80 lg:sticky lg:top-24 lg:h-[calc(100dvh-8rem)]"
          >
            <p className="sr-only">{t('mapNote')}</p>
            <MapWhenNear stations={ordered} now={now} user={user} distanceOf={distanceOf} />
          </section>
        )}
      </div>
    </>
  );
}
