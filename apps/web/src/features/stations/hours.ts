import type { Station } from '@fuel/contract';
import { TIME_ZONE } from '../../lib/time';

/** Every station is in Armenia: "open now" is judged by the clock there, not the visitor's. */
const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Minutes since midnight in Yerevan at `now`. */
export function yerevanMinutes(now: Date): number {
  const parts = clock.formatToParts(now);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((p) => p.type === 'minute')?.value ?? 0);
  return hour * 60 + minute;
}

const minutesOf = (time: string) => {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
};

export type Hours =
  | { kind: 'always' }
  | { kind: 'daily'; opens: string; closes: string; open: boolean }
  | { kind: 'unknown' };

/**
 * The station's hours and whether it is open at `now`. Hours past midnight ("20:00–02:00") wrap
 * round; equal times mean round the clock.
 */
export function stationHours(
  station: Pick<Station, 'open_24h' | 'opens_at' | 'closes_at'>,
  now: Date,
): Hours {
  if (station.open_24h) return { kind: 'always' };
  const { opens_at: opens, closes_at: closes } = station;
  if (!opens || !closes) return { kind: 'unknown' };
  const start = minutesOf(opens);
  const end = minutesOf(closes);
  if (start === end) return { kind: 'always' };
  const at = yerevanMinutes(now);
  const open = start < end ? at >= start && at < end : at >= start || at < end;
  return { kind: 'daily', opens, closes, open };
}

/** Google Maps directions to the station; opens in a new tab (no map is drawn here: CSP). */
export function directionsUrl(station: Pick<Station, 'latitude' | 'longitude'>): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${station.latitude},${station.longitude}`;
}
