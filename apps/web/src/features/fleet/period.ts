import { dateParam } from '@fuel/contract';

/** Whole days, both included, as the API reads them (YYYY-MM-DD, Yerevan's calendar). */
export type Period = {
  from: string;
  to: string;
};

// Armenia keeps UTC+4 all year: its day is a fixed shift of UTC's.
const YEREVAN_OFFSET_MS = 4 * 3600_000;
/** Months a period covers when none is asked: this one and the five before it, as the API does. */
const DEFAULT_MONTHS = 6;

/** Today in Yerevan. */
export function todayInYerevan(now = Date.now()): string {
  return new Date(now + YEREVAN_OFFSET_MS).toISOString().slice(0, 10);
}

/** The last six months: from the first day of the month five months back, to today. */
export function defaultPeriod(now = Date.now()): Period {
  const to = todayInYerevan(now);
  const [y = 0, m = 1] = to.split('-').map(Number);
  const from = new Date(Date.UTC(y, m - DEFAULT_MONTHS, 1)).toISOString().slice(0, 10);
  return { from, to };
}

const day = (value: string | null) => (value && dateParam.safeParse(value).success ? value : null);

/** The period in the address (`?from=…&to=…`); the last six months for anything else. */
export function periodFromSearch(params: URLSearchParams, now = Date.now()): Period {
  const fallback = defaultPeriod(now);
  const from = day(params.get('from')) ?? fallback.from;
  const to = day(params.get('to')) ?? fallback.to;
  return from <= to ? { from, to } : fallback;
}

/** The address's query with `changes` made ('' removes a key) and the page back to the first. */
export function searchWith(search: string, changes: Record<string, string>): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (value) params.set(key, value);
    else params.delete(key);
  }
  const text = params.toString();
  return text ? `?${text}` : '?';
}
