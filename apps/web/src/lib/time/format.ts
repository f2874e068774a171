import type { Language } from '@fuel/contract';
import { htmlLang } from '../i18n';

/**
 * Armenian dates are written day.month.year with a 24-hour time ("23.11.2026, 14:05"), as they
 * are written in Armenia. They are put together here rather than through `Intl`: browsers without
 * Armenian locale data would print English month names, and building the first formatter of a
 * locale loads its data, which took about 90 ms of a slow phone's start on Main.
 */
const two = (n: number) => String(n).padStart(2, '0');

/**
 * Times are shown on Yerevan's clock, whatever the device's: the history's date filters, its
 * CSV and the cards' day limits count Yerevan days, and a row must fall on the day it is shown on.
 */
export const TIME_ZONE = 'Asia/Yerevan';
// Armenia keeps UTC+4 all year (no summer time since 2012), so its clock is a fixed shift.
const YEREVAN_OFFSET_MS = 4 * 3600 * 1000;
const yerevan = (d: Date) => new Date(d.getTime() + YEREVAN_OFFSET_MS);
const armenianDate = (d: Date) => {
  const y = yerevan(d);
  return `${two(y.getUTCDate())}.${two(y.getUTCMonth() + 1)}.${y.getUTCFullYear()}`;
};
const armenianTime = (d: Date) => {
  const y = yerevan(d);
  return `${two(y.getUTCHours())}:${two(y.getUTCMinutes())}`;
};

// A list formats every row's date, so each formatter is built once.
const formatters = new Map<string, Intl.DateTimeFormat>();

function format(
  iso: string,
  language: Language,
  armenian: (date: Date) => string,
  other: Intl.DateTimeFormatOptions,
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (language === 'am') return armenian(date);
  const key = `${language}${JSON.stringify(other)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(htmlLang(language), { ...other, timeZone: TIME_ZONE });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

/** A day in the interface language: "23.11.2026" in Armenian, "Nov 23, 2026" in English. */
export function formatDate(iso: string, language: Language): string {
  return format(iso, language, armenianDate, { dateStyle: 'medium' });
}

/** Date and time of a record in the interface language. */
export function formatDateTime(iso: string, language: Language): string {
  return format(iso, language, (d) => `${armenianDate(d)}, ${armenianTime(d)}`, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

/** Whole seconds from `now` until `end` (epoch milliseconds or ISO), never below zero. */
export function secondsLeft(end: number | string, now: number): number {
  const at = typeof end === 'string' ? Date.parse(end) : end;
  if (Number.isNaN(at)) return 0;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** Time left as minutes and seconds: 75 -> "1:15", 845 -> "14:05". */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${two(seconds % 60)}`;
}
