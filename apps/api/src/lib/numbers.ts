import type { Language } from '@fuel/contract';

const formats = new Map<Language, Intl.NumberFormat>();

/**
 * A quantity in a sentence, written as the reader's language writes numbers: "2,000.5" in
 * English, "2 000,5" in Russian and Armenian (up to the 3 decimals quantities have).
 */
export function localNumber(value: number, lang: Language): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang === 'am' ? 'hy' : lang, { maximumFractionDigits: 3 });
    formats.set(lang, format);
  }
  return format.format(value);
}
