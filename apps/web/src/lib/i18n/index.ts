import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@fuel/contract';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next, useTranslation } from 'react-i18next';
import { NAMESPACES, resources } from './resources';

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

i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    ns: NAMESPACES,
    defaultNS: 'common',
    supportedLngs: LANGUAGES,
    fallbackLng: DEFAULT_LANGUAGE,
    load: 'languageOnly',
    // Resources are bundled, so initialisation can finish before the first render.
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    detection: {
      // The URL's language wins for the page (and is then stored); otherwise the stored choice,
      // then the browser's.
      order: ['path', 'localStorage', 'navigator'],
      lookupFromPathIndex: 0,
      caches: ['localStorage'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      convertDetectedLanguage: toLanguage,
    },
  });

function syncDocumentLanguage(language: string): void {
  if (typeof document === 'undefined' || !isLanguage(language)) return;
  document.documentElement.lang = htmlLang(language);
}
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

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
