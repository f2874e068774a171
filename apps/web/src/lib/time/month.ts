import type { Language } from '@fuel/contract';
import { htmlLang } from '../i18n';

// Armenian month names as written in Armenia, put together here rather than through `Intl` for
// the reason lib/time/format.ts gives for Armenian dates. A module of its own: only the pages
// that name months load it.
const AM_MONTHS = [
  'հունվար',
  'փետրվար',
  'մարտ',
  'ապրիլ',
  'մայիս',
  'հունիս',
  'հուլիս',
  'օգոստոս',
  'սեպտեմբեր',
  'հոկտեմբեր',
  'նոյեմբեր',
  'դեկտեմբեր',
];

const formatters = new Map<Language, Intl.DateTimeFormat>();

/** A month (`2026-11`) in the interface language: "նոյեմբեր 2026", "November 2026". */
export function formatMonth(month: string, language: Language): string {
  const [y = 0, m = 1] = month.split('-').map(Number);
  if (language === 'am') return `${AM_MONTHS[m - 1]} ${y}`;
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(htmlLang(language), {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    formatters.set(language, formatter);
  }
  return formatter.format(new Date(Date.UTC(y, m - 1, 1)));
}
