import type { Language } from '@fuel/contract';
import { formatNumber } from '../../lib/format';

export interface Place {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine): within 0.5% of the road-free truth. */
export function distanceKm(a: Place, b: Place): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The places with their distance from `from`, nearest first (equal distances keep their order);
 * without `from`, in their own order with no distance.
 */
export function byDistance<T extends Place>(
  places: readonly T[],
  from: Place | null,
): { place: T; km: number | null }[] {
  const measured = places.map((place) => ({ place, km: from ? distanceKm(from, place) : null }));
  return from ? measured.sort((a, b) => (a.km ?? 0) - (b.km ?? 0)) : measured;
}

/** The number of kilometres as the reader writes it: one decimal under 10 km, whole above. */
export function formatKm(km: number, language: Language): string {
  const rounded = km < 10 ? Math.round(km * 10) / 10 : Math.round(km);
  return formatNumber(rounded, language);
}
