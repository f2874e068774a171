/**
 * The pages the service worker keeps on the device, written from the built index.html:
 * - an empty page of the app per language (the "shell"): with no network, any address of the
 *   app opens it and the app draws that address, from code also kept on the device;
 * - a "No connection" page per language, for the addresses the app does not draw (the bank's
 *   payment page, the mailbox of the development server): plain HTML, no script.
 */
import { htmlLangOf, linkManifest, type PwaTexts } from './web-manifest';

const HTML_LANG = /<html lang="[a-z]+"/;
const TITLE = /<title>[^<]*<\/title>/;
const ROOT = '<div id="root"></div>';
const DESCRIPTION = /<meta name="description" content="[^"]*" \/>/;

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

function forLanguage(template: string, language: string, texts: PwaTexts): string {
  const parts = [HTML_LANG, TITLE, DESCRIPTION];
  if (!parts.every((part) => part.test(template)) || !template.includes(ROOT)) {
    throw new Error('index.html lacks <html lang>, <title>, a description or an empty #root');
  }
  const description = escapeHtml(texts.manifest.description);
  return linkManifest(template, language)
    .replace(HTML_LANG, `<html lang="${htmlLangOf(language)}"`)
    .replace(DESCRIPTION, `<meta name="description" content="${description}" />`);
}

export function shellHtml(template: string, language: string, texts: PwaTexts): string {
  return forLanguage(template, language, texts);
}

export function offlineHtml(template: string, language: string, texts: PwaTexts): string {
  const { title, text, retry, home } = texts.offline;
  const page = `<main class="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <img src="/favicon.svg" alt="" width="64" height="64">
      <h1 class="text-2xl font-bold text-sand-900">${escapeHtml(title)}</h1>
      <p class="text-sand-700">${escapeHtml(text)}</p>
      <p class="flex flex-wrap justify-center gap-3">
        <a href="" class="inline-flex h-12 items-center rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700">${escapeHtml(retry)}</a>
        <a href="/${language}/" class="inline-flex h-12 items-center rounded-full border border-brand-600 px-5 font-semibold text-brand-700 hover:bg-brand-50">${escapeHtml(home)}</a>
      </p>
    </main>`;
  return (
    forLanguage(template, language, texts)
      .replace(TITLE, `<title>${escapeHtml(title)} · Fuel Cabinet</title>`)
      // No script: the page says what it says without the app.
      .replace(/\s*<script\b[^>]*>[^<]*<\/script>/g, '')
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
      .replace(ROOT, page)
  );
}
