import { createRequire } from 'node:module';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@fuel/contract';
import i18next, { type TFunction } from 'i18next';

const require = createRequire(import.meta.url);
const NAMESPACES = ['errors', 'validation'] as const;

const resources = Object.fromEntries(
  LANGUAGES.map((lang) => [
    lang,
    Object.fromEntries(
      NAMESPACES.map((ns) => [ns, require(`@fuel/contract/locales/${lang}/${ns}.json`)]),
    ),
  ]),
);

const i18n = i18next.createInstance();
void i18n.init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: [...NAMESPACES],
  defaultNS: 'errors',
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** A translator fixed to one language, for building replies in the request's language. */
export function translator(lang: Language): TFunction {
  return i18n.getFixedT(lang);
}
