import type { Station } from '@fuel/contract';
import { stationHours } from './hours';

/**
 * The page's filters and view live in the URL (`?fuel=<product id>&open=1&view=map`), so a
 * filtered list can be shared and survives a reload.
 */
export interface StationFilters {
  /** Product id, or '' for any fuel. */
  fuel: string;
  /** Only stations open at this minute (Yerevan time). */
  openNow: boolean;
  /** What a narrow screen shows; a wide one shows both side by side. */
  view: 'list' | 'map';
}

export function filtersFromSearch(search: string): StationFilters {
  const params = new URLSearchParams(search);
  return {
    fuel: params.get('fuel') ?? '',
    openNow: params.get('open') === '1',
    view: params.get('view') === 'map' ? 'map' : 'list',
  };
}

/** The query string for `filters`, leaving out what is at its default. */
export function searchOf(filters: StationFilters): string {
  const params = new URLSearchParams();
  if (filters.fuel) params.set('fuel', filters.fuel);
  if (filters.openNow) params.set('open', '1');
  if (filters.view === 'map') params.set('view', 'map');
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * The stations the list and the map show: all the fuel filter left (the server applies it), or
 * with "open now" those open at `now` by their hours. Unknown hours are not "open now".
 */
export function openFilter<T extends Pick<Station, 'open_24h' | 'opens_at' | 'closes_at'>>(
  stations: readonly T[],
  openNow: boolean,
  now: Date,
): T[] {
  if (!openNow) return [...stations];
  return stations.filter((station) => {
    const hours = stationHours(station, now);
    return hours.kind === 'always' || (hours.kind === 'daily' && hours.open);
  });
}
