import type { Language } from '@fuel/contract';
import { htmlLang } from './i18n';

/** The dram sign is how prices are written on every pole sign in Armenia, whatever the language. */
const DRAM = '֏';

/** A whole-dram amount with the grouping of the interface language: "12 480 ֏", "12,480 ֏". */
export function formatAmd(amount: number, language: Language): string {
  const number = new Intl.NumberFormat(htmlLang(language), { maximumFractionDigits: 0 }).format(
    amount,
  );
  return `${number}\u00a0${DRAM}`;
}

/** Up to three decimals, as fuel quantities are kept: "1 234,5" in Armenian, "1,234.5" in English. */
export function formatNumber(value: number, language: Language, signed = false): string {
  return new Intl.NumberFormat(htmlLang(language), {
    maximumFractionDigits: 3,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(value);
}

/** A quantity with its unit label ("12.5 L", "+20 m³"); the label comes translated. */
export function formatVolume(
  value: number,
  unitLabel: string,
  language: Language,
  signed = false,
): string {
  return `${formatNumber(value, language, signed)}\u00a0${unitLabel}`;
}

/** Whole drams to pay for whole units at a whole-dram price; null while the quantity is not valid. */
export function amountFor(quantity: string, price: number): number | null {
  if (!/^\d{1,6}$/.test(quantity.trim())) return null;
  const units = Number(quantity);
  return units >= 1 ? units * price : null;
}

/** Date and time of a record in the interface language. */
export function formatDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  // Browsers without Armenian locale data would fall back to English month names; the numeric
  // day.month.year, 24-hour form is how dates are written in Armenia anyway.
  if (language === 'am') {
    return new Intl.DateTimeFormat('ru', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(date);
  }
  return new Intl.DateTimeFormat(htmlLang(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}
