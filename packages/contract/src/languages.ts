/** The interface languages. Armenian is the default and the fallback everywhere. */
export const LANGUAGES = ['am', 'en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'am';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The interface language a language tag names: `hy` (ISO 639-1 for Armenian) is our `am`. */
function languageOfTag(tag: string): Language | undefined {
  const primary = tag.trim().toLowerCase().split('-')[0];
  if (isLanguage(primary)) return primary;
  return primary === 'hy' ? 'am' : undefined;
}

/** A tag's weight: `q=` between 0 and 1, 1 when not given; a broken weight counts as 0. */
function weightOf(params: string[]): number {
  const q = params.find((p) => p.trim().toLowerCase().startsWith('q='));
  if (q === undefined) return 1;
  const value = q.trim().slice(2);
  return /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : 0;
}

/**
 * The supported language an Accept-Language header prefers most: the highest weight wins, the
 * first written among equals, and `q=0` means "not this one". `am` when none is supported.
 */
export function languageFromHeader(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  let best: Language | undefined;
  let bestWeight = 0;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.split(';');
    const language = languageOfTag(tag);
    if (!language) continue;
    const weight = params.length === 0 ? 1 : weightOf(params);
    if (weight > bestWeight) {
      best = language;
      bestWeight = weight;
      if (weight === 1) break;
    }
  }
  return best ?? DEFAULT_LANGUAGE;
}
