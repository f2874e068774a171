import type { Language } from '@fuel/contract';
import { htmlLang } from '../../lib/i18n';

/** A day in the interface language; Armenian in the numeric day.month.year form used in Armenia. */
export function formatDate(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (language === 'am') {
    // Browsers without Armenian locale data would print English month names.
    return new Intl.DateTimeFormat('ru', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(date);
  }
  return new Intl.DateTimeFormat(htmlLang(language), { dateStyle: 'medium' }).format(date);
}
