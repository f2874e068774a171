import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@fuel/contract';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { AddressArgument, PagePath } from './page-path';
import { languageTexts, NAMESPACES, resources } from './resources';

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
  // A copy: i18next edits its list when a bundle is removed.
  ns: [...NAMESPACES],
  defaultNS: 'common',
  supportedLngs: LANGUAGES,
  fallbackLng: DEFAULT_LANGUAGE,
  load: 'languageOnly',
  // Armenian is bundled, so initialisation can finish before the first render; the entry and
  // every switch load another language's texts first (loadLanguageTexts).
  initAsync: false,
  interpolation: { escapeValue: false },
  // A page's own texts added later (addNamespace) draw it again.
  react: { useSuspense: false, bindI18nStore: 'added' },
  lng: detectLanguage(),
});

/** A namespace's texts in the languages other than Armenian, each a chunk of its own. */
export type LaterTexts = Record<'en' | 'ru', () => Promise<{ default: object }>>;
/** The namespaces pages have brought (addNamespace), by name. */
const later = new Map<string, LaterTexts>();
const inFlight = new Map<string, Promise<void>>();

/** Runs `load` once at a time per key; a failed load (connection lost) is tried again later. */
function once(key: string, load: () => Promise<void>): Promise<void> {
  let loading = inFlight.get(key);
  if (!loading) {
    loading = load().finally(() => inFlight.delete(key));
    inFlight.set(key, loading);
  }
  return loading;
}

/**
 * Makes sure the texts of `language` are loaded (Armenian always is): the first pages' and those
 * of every page's namespace brought so far. Called before the first render, before a switch and
 * by a page loaded on demand, so no text shows in the fallback language meanwhile.
 */
export function loadLanguageTexts(language: string): Promise<void> {
  if (language !== 'en' && language !== 'ru') return Promise.resolve();
  const jobs: Promise<void>[] = [];
  if (!NAMESPACES.every((namespace) => i18n.hasResourceBundle(language, namespace))) {
    jobs.push(
      once(`${language}:start`, async () => {
        const bundles = await languageTexts[language]();
        for (const [namespace, texts] of Object.entries(bundles)) {
          i18n.addResourceBundle(language, namespace, texts, true, true);
        }
      }),
    );
  }
  for (const [namespace, loaders] of later) {
    if (i18n.hasResourceBundle(language, namespace)) continue;
    jobs.push(
      once(`${language}:${namespace}`, async () => {
        const texts = await loaders[language]();
        i18n.addResourceBundle(language, namespace, texts.default, true, true);
      }),
    );
  }
  return Promise.all(jobs).then(() => undefined);
}

/** Loads a language's texts, then shows the interface in it. */
export async function switchLanguage(language: Language): Promise<void> {
  await loadLanguageTexts(language);
  await i18n.changeLanguage(language);
}

function syncDocumentLanguage(language: string): void {
  if (typeof document === 'undefined' || !isLanguage(language)) return;
  document.documentElement.lang = htmlLang(language);
}
function followLanguage(language: string): void {
  syncDocumentLanguage(language);
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

/**
 * Registers the texts a lazily loaded page brings with it: Armenian with the page's code, the
 * other languages as chunks of their own, the one shown now fetched at once (a page loaded on
 * demand waits for it, app/router/lazy-page.ts).
 */
export function addNamespace(namespace: string, am: object, others: LaterTexts): void {
  i18n.addResourceBundle('am', namespace, am, true, true);
  later.set(namespace, others);
  loadLanguageTexts(i18n.language).catch(() => undefined);
}

export { i18n };

/**
 * The address of a page, in the language shown unless told: `pagePath('cards/:id', { id })` →
 * `/am/cards/7f0c…`, each part URL-encoded (the pages and their parts: ./page-path.ts). Like
 * currentLanguage(), it does not re-render its caller on a language switch: the components that
 * draw links re-render through their texts. It lives in this module rather than in one of its
 * own because the bundler gives every shared module a few bytes of wrapping in each page's
 * first load, and those pages are at their script budgets.
 */
export function pagePath<P extends PagePath>(page: P, ...[address]: AddressArgument<P>): string;
export function pagePath(page: string, address: Record<string, string | undefined> = {}): string {
  // The overload's types make sure each part is given.
  const path = page.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(address[name] as string),
  );
  return `/${address.language ?? currentLanguage()}/${path}${address.query ?? ''}`;
}
