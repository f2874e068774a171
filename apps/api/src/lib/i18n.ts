import { createRequire } from 'node:module';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@fuel/contract';
import i18next, { type TFunction } from 'i18next';

const require = createRequire(import.meta.url);
/** Shared with the web app: error and validation texts, and what a receipt says. */
const CONTRACT_NAMESPACES = ['errors', 'validation', 'receipts'] as const;
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

type Values = Record<string, string | number>;
const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const filled = new Map<string, (values: Values) => string>();

/**
 * `t(key, { ns, ...values })` for texts that are plain words and `{{name}}` placeholders, split
 * once per language and key. `t` costs about 15 µs a call (options, fallbacks, a regular
 * expression pass over the text), and a page of messages called it twenty times: most of that
 * reply's own work. Anything `t` would treat specially (nesting, formats, plurals) goes to `t`.
 */
export function fill(
  lang: Language,
  ns: (typeof API_NAMESPACES)[number],
  key: string,
  values: Values = {},
) {
  const id = `${lang}\u0000${ns}\u0000${key}`;
  let render = filled.get(id);
  if (!render) {
    render = compile(lang, ns, key);
    filled.set(id, render);
  }
  return render(values);
}

function compile(lang: Language, ns: string, key: string): (values: Values) => string {
  const text: unknown =
    i18n.getResource(lang, ns, key) ?? i18n.getResource(DEFAULT_LANGUAGE, ns, key);
  const plural = i18n.getResource(lang, ns, `${key}_other`) !== undefined;
  if (typeof text !== 'string' || plural || /\$t\(|\{\{(?!\w+\}\})/.test(text)) {
    const t = translator(lang);
    return (values) => t(key, { ns, ...values });
  }
  // Even indexes are words, odd ones placeholder names.
  const parts = text.split(PLACEHOLDER);
  return (values) => {
    let out = '';
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i] ?? '';
      // As `t` does, a value that was not given leaves its placeholder as written.
      out += i % 2 === 0 ? part : String(values[part] ?? `{{${part}}}`);
    }
    return out;
  };
}
