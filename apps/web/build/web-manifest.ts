/**
 * The web app manifest, one per language (name and description in the page's language), and
 * the link to it that every page's HTML carries. Browsers read the manifest the page links to
 * when it is installed: each language's pages link their own (build/prerender.tsx and the
 * offline pages of build/service-worker.ts), all with the same `id`, so the app installed from
 * any language is one app. No browser applies the manifest's `translations` member yet.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The manifest's address for `language`; Armenian, the default, keeps the old address. */
export const manifestHref = (language: string) =>
  language === 'am' ? '/manifest.webmanifest' : `/manifest.${language}.webmanifest`;

/** The tag that index.html gets (vite's build would try to bundle one written in index.html). */
export const manifestLink = (language: string) =>
  `<link rel="manifest" href="${manifestHref(language)}">`;

const LINK = /<link rel="manifest" href="[^"]*">/;

/** A page's HTML made to link `language`'s manifest. */
export function linkManifest(html: string, language: string): string {
  if (!LINK.test(html)) throw new Error('the page has no manifest link to point at its language');
  return html.replace(LINK, manifestLink(language));
}

/** `<html lang>` of a language: Armenian's tag is `hy` (src/lib/i18n htmlLang). */
export const htmlLangOf = (language: string) => (language === 'am' ? 'hy' : language);

export interface PwaTexts {
  manifest: { name: string; description: string };
  offline: { title: string; text: string; retry: string; home: string };
}

/** The texts of src/locales/<language>/pwa.json that the build writes into files. */
export function pwaTexts(web: string, language: string): PwaTexts {
  return JSON.parse(
    fs.readFileSync(path.join(web, 'src', 'locales', language, 'pwa.json'), 'utf8'),
  ) as PwaTexts;
}

const png = (src: string, size: number, purpose: 'any' | 'maskable') => ({
  src,
  sizes: `${size}x${size}`,
  type: 'image/png',
  purpose,
});

/** Pictures of the pump screen that an install dialog may show, narrow (phone) and wide. */
const screenshot = (language: string, form: 'narrow' | 'wide', width: number, height: number) => ({
  src: `/screenshots/${form}-${language}.webp`,
  sizes: `${width}x${height}`,
  type: 'image/webp',
  form_factor: form,
});

export function webManifest(language: string, texts: PwaTexts) {
  return {
    id: '/',
    lang: htmlLangOf(language),
    dir: 'ltr',
    name: texts.manifest.name,
    short_name: 'Fuel Cabinet',
    description: texts.manifest.description,
    // The app takes `/{lang}/` to the language's home: Main, or sign-in for a guest.
    start_url: `/${language}/`,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#fbf9f6',
    theme_color: '#0b5d6b',
    categories: ['finance', 'travel', 'utilities'],
    icons: [
      png('/icons/icon-192.png', 192, 'any'),
      png('/icons/icon-512.png', 512, 'any'),
      png('/icons/maskable-512.png', 512, 'maskable'),
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
    screenshots: [
      screenshot(language, 'narrow', 390, 844),
      screenshot(language, 'wide', 1366, 768),
    ],
  };
}
