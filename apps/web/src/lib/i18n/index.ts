import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@fuel/contract';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { contractTexts, NAMESPACES, resources } from './resources';

/** The localStorage key of the chosen language (SPEC §3). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** The product calls Armenian `am`; HTML and browsers use the ISO 639-1 code `hy`. */
export function htmlLang(language: Language): string {
  return language === 'am' ? 'hy' : language;
}

/** Maps a browser or stored tag (`hy-AM`, `en-US`, `ru`) to a product language, if supported. */
export function toLanguage(tag: string): string {
  const primary = tag.toLowerCase().split('-')[0] ?? '';
  return primary === 'hy' ? 'am' : primary;
}

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function storeLanguage(language: string): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage unavailable: the choice lasts as long as the page.
  }
}

/**
 * SPEC §9: the URL's language wins for the page; otherwise the stored choice, then the browser's.
 * (A few lines instead of i18next-browser-languagedetector keep the sign-in page within budget.)
 */
export function detectLanguage(): Language {
  const candidates = [
    typeof location === 'undefined' ? '' : (location.pathname.split('/')[1] ?? ''),
    storedLanguage() ?? '',
    ...(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language])),
  ];
  for (const candidate of candidates) {
    const language = toLanguage(candidate);
    if (isLanguage(language)) return language;
  }
  return DEFAULT_LANGUAGE;
}

i18n.use(initReactI18next).init({
  resources,
  ns: NAMESPACES,
  defaultNS: 'common',
  supportedLngs: LANGUAGES,
  fallbackLng: DEFAULT_LANGUAGE,
  load: 'languageOnly',
  // Resources are bundled, so initialisation can finish before the first render.
  initAsync: false,
  interpolation: { escapeValue: false },
  // The contract's English and Russian texts arrive after the switch (loadContractTexts): their
  // arrival draws the page again, or messages shown meanwhile would stay in the fallback language.
  react: { useSuspense: false, bindI18nStore: 'added' },
  lng: detectLanguage(),
});

/** Makes sure the contract's texts of `language` are loaded (Armenian always is). */
export async function loadContractTexts(language: string): Promise<void> {
  if (language !== 'en' && language !== 'ru') return;
  if (i18n.hasResourceBundle(language, 'errors')) return;
  const [errors, validation] = await contractTexts[language]();
  i18n.addResourceBundle(language, 'errors', errors.default, true, true);
  i18n.addResourceBundle(language, 'validation', validation.default, true, true);
}

function syncDocumentLanguage(language: string): void {
  if (typeof document === 'undefined' || !isLanguage(language)) return;
  document.documentElement.lang = htmlLang(language);
}
function followLanguage(language: string): void {
  syncDocumentLanguage(language);
  void loadContractTexts(language);
  // The choice is remembered for the next visit (SPEC §9: cached in local storage).
  if (isLanguage(language)) storeLanguage(language);
}
followLanguage(i18n.language);
i18n.on('languageChanged', followLanguage);

/** The language the interface is shown in right now (the URL's, once a page has rendered). */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Same as currentLanguage(), re-rendering the caller when the language changes. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
}

/** Registers the texts a lazily loaded page brings with it, in every language. */
export function addNamespace(namespace: string, bundles: Record<Language, object>): void {
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, namespace, bundles[language], true, true);
  }
}

export { i18n };
