import type { Language } from '@fuel/contract';

/**
 * Dates typed the way the interface language writes them: day.month.year in Armenian and
 * Russian, month/day/year in English (as the cabinet prints English dates). A native date input
 * would follow the browser's language instead of the page's, so the filters take text in this
 * form (or ISO, as a URL carries it) and send ISO.
 */
const FORMS: Record<Language, { order: readonly ('d' | 'm' | 'y')[]; separator: string }> = {
  am: { order: ['d', 'm', 'y'], separator: '.' },
  ru: { order: ['d', 'm', 'y'], separator: '.' },
  en: { order: ['m', 'd', 'y'], separator: '/' },
};

/** ISO `2026-11-23` as the language writes it: `23.11.2026`, `11/23/2026`; '' stays ''. */
export function formatDateInput(iso: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const parts = { y: match[1], m: match[2], d: match[3] };
  const { order, separator } = FORMS[language];
  return order.map((p) => parts[p]).join(separator);
}

/** Typed text → ISO date; '' for an empty field, null when it is not a real calendar date. */
export function parseDateInput(text: string, language: Language): string | null {
  const value = text.trim();
  if (!value) return '';
  let y: number;
  let m: number;
  let d: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else {
    // Eight digits alone (25112026): a phone's digits-only keypad has no separator to type. The
    // year comes last in every language's form.
    const numbers = /^\d{8}$/.test(value)
      ? [value.slice(0, 2), value.slice(2, 4), value.slice(4)]
      : value.split(/[./\-\s]+/);
    if (numbers.length !== 3 || numbers.some((n) => !/^\d{1,4}$/.test(n))) return null;
    const { order } = FORMS[language];
    const at = (p: 'd' | 'm' | 'y') => Number(numbers[order.indexOf(p)]);
    [y, m, d] = [at('y'), at('m'), at('d')];
    if (String(numbers[order.indexOf('y')]).length !== 4) return null;
  }
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
