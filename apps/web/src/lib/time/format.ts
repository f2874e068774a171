import type { Language } from '@fuel/contract';
import { htmlLang } from '../i18n';

/**
 * Browsers without Armenian locale data would print English month names; the numeric
 * day.month.year, 24-hour form is how dates are written in Armenia anyway, and Russian data
 * gives exactly that form.
 */
const ARMENIAN_DATE: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
};

// Building a formatter loads locale data and costs far more than using one; a list formats
// every row's date, so each formatter is built once.
const formatters = new Map<string, Intl.DateTimeFormat>();

function format(
  iso: string,
  language: Language,
  armenian: Intl.DateTimeFormatOptions,
  other: Intl.DateTimeFormatOptions,
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const options = language === 'am' ? armenian : other;
  const key = `${language}${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language === 'am' ? 'ru' : htmlLang(language), options);
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

/** A day in the interface language: "23.11.2026" in Armenian, "Nov 23, 2026" in English. */
export function formatDate(iso: string, language: Language): string {
  return format(iso, language, ARMENIAN_DATE, { dateStyle: 'medium' });
}

/** Date and time of a record in the interface language. */
export function formatDateTime(iso: string, language: Language): string {
  return format(
    iso,
    language,
    { ...ARMENIAN_DATE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
    { dateStyle: 'medium', timeStyle: 'short' },
  );
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
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
