/** The interface languages. Armenian is the default and the fallback everywhere. */
export const LANGUAGES = ['am', 'en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'am';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Picks the first supported language of an Accept-Language header; `am` when none is supported. */
export function languageFromHeader(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    const primary = tag.split('-')[0];
    if (isLanguage(primary)) return primary;
    // ISO 639-1 for Armenian is "hy"; browsers send it, the product calls it "am".
    if (primary === 'hy') return 'am';
  }
  return DEFAULT_LANGUAGE;
}
