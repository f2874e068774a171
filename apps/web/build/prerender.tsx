/**
 * Draws the guest pages a visitor lands on first (src/app/prerendered.ts) into HTML, once per
 * language, after the app is built: `dist/prerendered/<language>/<page>.html` (with .gz and .br),
 * which the server sends for that address instead of the empty index.html. The browser shows
 * the page's text as soon as the HTML and stylesheet arrive; the app then takes the drawn page
 * over (src/main.tsx). Built by Vite for Node with the same aliases as the app, so the drawing
 * comes from the very components the browser runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { LANGUAGES } from '@fuel/contract';
import { renderToStringAsync } from 'preact-render-to-string';
import { App } from '../src/app/app';
import {
  lockControls,
  PRERENDERED_PAGE_ATTRIBUTE,
  PRERENDERED_PAGES,
} from '../src/app/prerendered';
import { preloadPage } from '../src/app/router/routes';
import { htmlLang, i18n } from '../src/lib/i18n';

const dist = path.resolve(process.argv[2] ?? 'dist');
// The app's code is fetched from the start, beside the stylesheet: fetched only after the first
// paint, it took over the drawn form so late that what a person had typed was wiped by it.
const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const ROOT = '<div id="root"></div>';
const HTML_LANG = /<html lang="[a-z]+"/;
const HEAD_TITLE = /<title>[^<]*<\/title>/;
if (!template.includes(ROOT) || !HTML_LANG.test(template) || !HEAD_TITLE.test(template)) {
  throw new Error('index.html lacks an empty #root, <html lang> or <title>: nothing to draw into');
}

// As in the browser, a drawn page renders without waiting for its code.
await Promise.all(PRERENDERED_PAGES.map(preloadPage));

const out = path.join(dist, 'prerendered');
fs.rmSync(out, { recursive: true, force: true });
for (const language of LANGUAGES) {
  await i18n.changeLanguage(language);
  for (const page of PRERENDERED_PAGES) {
    const body = lockControls(await renderToStringAsync(<App location={`/${language}/${page}`} />));
    // The page's own title (components/layout/page-title.tsx) names the tab before any script.
    const title = body.match(HEAD_TITLE)?.[0];
    if (!title) throw new Error(`/${language}/${page} has no title`);
    const html = template
      .replace(HTML_LANG, `<html lang="${htmlLang(language)}"`)
      .replace(HEAD_TITLE, title)
      .replace(ROOT, `<div id="root" ${PRERENDERED_PAGE_ATTRIBUTE}="${page}">${body}</div>`);
    const file = path.join(out, language, `${page}.html`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(html));
  }
}
console.log(`drew ${PRERENDERED_PAGES.length * LANGUAGES.length} pages into ${out}`);
