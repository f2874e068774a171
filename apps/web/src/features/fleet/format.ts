import type { Language, ProductUnit } from '@fuel/contract';
import { formatNumber } from '../../lib/format';
import { htmlLang } from '../../lib/i18n';

type T = (key: string, options?: Record<string, unknown>) => string;

/** One decimal is what a consumption figure is read to ("7.4 L/100 km"). */
export const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** "L/100 km", "m³/100 km" in the interface language. */
export function per100Unit(unit: ProductUnit, t: T): string {
  return t('fleet:units.per100', { unit: t(`common:units.${unit}`) });
}

/** "7,4 լ/100 կմ": consumption per 100 km in the fuel's unit; a dash when nothing was measured. */
export function formatPer100(
  value: number | null,
  unit: ProductUnit,
  language: Language,
  t: T,
): string {
  if (value === null) return '—';
  return `${formatNumber(oneDecimal(value), language)}\u00a0${per100Unit(unit, t)}`;
}

/** Drams per km, to one decimal ("45,6 ֏/կմ"). */
export function formatCostPerKm(value: number | null, language: Language, t: T): string {
  if (value === null) return '—';
  return t('fleet:units.costPerKm', { amount: formatNumber(oneDecimal(value), language) });
}

/** A distance in whole km ("12 345 km"). */
export function formatKm(value: number, language: Language, t: T): string {
  return t('fleet:units.km', { km: formatNumber(Math.round(value), language) });
}

// Armenian month abbreviations for the axis (CLDR's); built here rather than by `Intl`, as
// lib/time does for Armenian dates and month names.
const AM_SHORT = [
  'հնվ',
  'փտվ',
  'մրտ',
  'ապր',
  'մյս',
  'հնս',
  'հլս',
  'օգս',
  'սեպ',
  'հոկ',
  'նոյ',
  'դեկ',
];

const formatters = new Map<string, Intl.DateTimeFormat>();
function intl(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(htmlLang(language), { ...options, timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A month on a chart's axis, its year on a line of its own so a year's months fit a phone. */
export function formatAxisMonth(month: string, language: Language): string {
  const [y = 0, m = 1] = month.split('-').map(Number);
  const name =
    language === 'am'
      ? AM_SHORT[m - 1]
      : intl(language, { month: 'short' }).format(new Date(Date.UTC(y, m - 1, 1)));
  return `${name}\n${y}`;
}

/** A day on a chart's axis, without the year: "23.11" in Armenian, "Nov 23", "23 нояб.". */
export function formatShortDay(epochSeconds: number, language: Language): string {
  // The day in Yerevan (UTC+4 all year), read off as UTC.
  const day = new Date(epochSeconds * 1000 + 4 * 3600_000);
  if (language === 'am') {
    const two = (n: number) => String(n).padStart(2, '0');
    return `${two(day.getUTCDate())}.${two(day.getUTCMonth() + 1)}`;
  }
  return intl(language, { day: 'numeric', month: 'short' }).format(day);
}
