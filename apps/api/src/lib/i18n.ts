import { createRequire } from 'node:module';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@fuel/contract';
import i18next, { type TFunction } from 'i18next';

const require = createRequire(import.meta.url);
/** Shared with the web app: error and validation texts. */
const CONTRACT_NAMESPACES = ['errors', 'validation'] as const;
/** The API's own: reply messages and e-mail/SMS texts. */
const API_NAMESPACES = ['messages', 'mail', 'notifications'] as const;

const resources = Object.fromEntries(
  LANGUAGES.map((lang) => [
    lang,
    {
      ...Object.fromEntries(
        CONTRACT_NAMESPACES.map((ns) => [ns, require(`@fuel/contract/locales/${lang}/${ns}.json`)]),
      ),
      ...Object.fromEntries(
        API_NAMESPACES.map((ns) => [ns, require(`../locales/${lang}/${ns}.json`)]),
      ),
    },
  ]),
);

const i18n = i18next.createInstance();
void i18n.init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: [...CONTRACT_NAMESPACES, ...API_NAMESPACES],
  defaultNS: 'errors',
  initAsync: false,
  // Replies are JSON and e-mails escape their own HTML (see mail/render.ts).
  interpolation: { escapeValue: false },
});

/** A translator fixed to one language, for building replies in the request's language. */
export function translator(lang: Language): TFunction {
  return i18n.getFixedT(lang);
}
