import type { Language } from '@fuel/contract';
import { htmlLang } from './i18n';

/** The dram sign is how prices are written on every pole sign in Armenia, whatever the language. */
const DRAM = '֏';

/**
 * Armenian conventions: a comma before decimals, thousands apart by a no-break space from five
 * digits on ("30,5", "1234", "14 500"). Browsers built without Armenian locale data (some
 * Chromium builds) would answer in English ("14,500"), so the form is built here when needed.
 */
function armenianNumber(options: Intl.NumberFormatOptions): (value: number) => string {
  if (Intl.NumberFormat.supportedLocalesOf('hy').length > 0) {
    return new Intl.NumberFormat('hy', options).format;
  }
  const plain = new Intl.NumberFormat('en', { ...options, useGrouping: false });
  return (value) =>
    plain
      .formatToParts(value)
      .map((part) => {
        if (part.type === 'decimal') return ',';
        if (part.type === 'integer' && part.value.length >= 5) {
          return part.value.replace(/\B(?=(\d{3})+$)/g, '\u00a0');
        }
        return part.value;
      })
      .join('');
}

function numberFormat(language: Language, options: Intl.NumberFormatOptions) {
  if (language === 'am') return armenianNumber(options);
  return new Intl.NumberFormat(htmlLang(language), options).format;
}

/** A whole-dram amount with the grouping of the interface language: "14 500 ֏", "14,500 ֏". */
export function formatAmd(amount: number, language: Language): string {
  return `${numberFormat(language, { maximumFractionDigits: 0 })(amount)}\u00a0${DRAM}`;
}

/** Up to three decimals, as fuel quantities are kept: "14 500,5" in Armenian, "14,500.5" in English. */
export function formatNumber(value: number, language: Language, signed = false): string {
  return numberFormat(language, {
    maximumFractionDigits: 3,
    signDisplay: signed ? 'exceptZero' : 'auto',
  })(value);
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
