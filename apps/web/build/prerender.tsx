/**
 * Draws the guest pages a visitor lands on first (src/app/prerendered.ts) into HTML, once per
 * language, after the app is built: `dist/prerendered/<language>/<page>.html` (with .gz and .br),
 * which the server sends for that address instead of the empty index.html. The browser shows
 * the page's text as soon as the HTML and stylesheet arrive; the app then takes the drawn page
 * over with React DOM's hydrateRoot (src/boot.tsx). Drawn with React DOM's own server renderer,
 * built by Vite for Node from the very components the browser runs, so the drawing and the
 * hydration agree.
 *
 * Signed-in pages cannot be drawn (who is signed in is known only in the browser), but each gets
 * an HTML of its own that asks for its code from the start (build/page-code.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { LANGUAGES } from '@fuel/contract';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from '../src/app/app';
import {
  lockControls,
  PRERENDERED_PAGE_ATTRIBUTE,
  PRERENDERED_PAGES,
} from '../src/app/prerendered';
import { inCabinetFrame, ROUTE_SETS } from '../src/app/router/route-sets';
import { preloadPage } from '../src/app/router/routes';
import { htmlLang, i18n, loadLanguageTexts, pagePath } from '../src/lib/i18n';
import type { PagePath } from '../src/lib/i18n/page-path';
import { PAGE_CODE_FILE, type PageCode, START } from './page-code';
import { linkManifest } from './web-manifest';

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

/**
 * The page's HTML once everything in it has loaded: unlike renderToString, React's prerender
 * waits for suspended parts instead of writing their fallback.
 */
async function draw(location: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<App location={location} />);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

// As in the browser, a drawn page renders without waiting for its code.
await Promise.all(PRERENDERED_PAGES.map(preloadPage));

const out = path.join(dist, 'prerendered');
fs.rmSync(out, { recursive: true, force: true });

/** Writes a page's HTML with its compressed copies, which the server sends when accepted. */
function writePage(language: string, page: string, html: string) {
  const file = path.join(out, language, `${page}.html`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, html);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(html));
}

const pageCode: PageCode = JSON.parse(fs.readFileSync(path.join(dist, PAGE_CODE_FILE), 'utf8'));
/** The texts a page in English or Russian loads at start and with its modules (none in Armenian). */
const textsOf = (language: string, modules: readonly string[]) =>
  [START, ...modules].flatMap((module) => pageCode.texts[language]?.[module] ?? []);
/** The route module of each drawn page (src/app/routes/<module>.tsx). */
const DRAWN_MODULES: Record<(typeof PRERENDERED_PAGES)[number], string> = {
  auth: 'auth-landing',
  'auth/register': 'register',
  'auth/forgot-password': 'forgot-password',
  'privacy-policy': 'privacy-policy',
};
const preloads = (files: Iterable<string>) =>
  [...new Set(files)]
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ');

for (const language of LANGUAGES) {
  await loadLanguageTexts(language);
  await i18n.changeLanguage(language);
  for (const page of PRERENDERED_PAGES) {
    const address = pagePath(page);
    const drawn = lockControls(await draw(address));
    // The page's own title (components/layout/page-title.tsx) names the tab before any script;
    // React writes it before the page and looks for it in the head when it takes the page over.
    const title = drawn.match(HEAD_TITLE)?.[0];
    if (!title) throw new Error(`${address} has no title`);
    const body = drawn.replace(HEAD_TITLE, '');
    // Each language's pages link its own manifest (the installed app's name in that language).
    const html = linkManifest(template, language)
      .replace(HTML_LANG, `<html lang="${htmlLang(language)}"`)
      .replace(HEAD_TITLE, title)
      // A drawn page in English or Russian fetches its texts from the start, beside its code.
      .replace('</head>', `  ${preloads(textsOf(language, [DRAWN_MODULES[page]]))}\n  </head>`)
      .replace(ROOT, `<div id="root" ${PRERENDERED_PAGE_ATTRIBUTE}="${page}">${body}</div>`);
    writePage(language, page, html);
  }
}
console.log(`drew ${PRERENDERED_PAGES.length * LANGUAGES.length} pages into ${out}`);

// A signed-in page opened first used to fetch its code only once the app's start had arrived and
// run: one more trip over a slow link, with the link idle meanwhile. Its HTML now lists that code
// beside the start's; a guest sent to the sign-in page from there has fetched a page it does not
// see, which costs less than the trip saved.
for (const file of fs.readdirSync(dist)) {
  if (file.startsWith(PAGE_CODE_FILE)) fs.rmSync(path.join(dist, file));
}
const codeOf = (module: string) => {
  const files = pageCode.pages[module];
  if (!files) throw new Error(`no code for src/app/routes/${module}.tsx in ${PAGE_CODE_FILE}`);
  return files;
};
const signedIn = (['individual', 'company'] as const).flatMap((audience) =>
  ROUTE_SETS[audience]
    .filter((page) => !page.includes(':') && !ROUTE_SETS.guest.includes(page))
    .map((page) => ({ page, audience })),
);
const written = new Set<PagePath>();
for (const { page, audience } of signedIn) {
  if (written.has(page)) continue;
  written.add(page);
  // Each such page lives in src/app/routes/<page>.tsx, a page under a section in
  // <section>-<page>.tsx (app/router/routes.tsx); codeOf checks it.
  const module = page.replaceAll('/', '-');
  const modules = [module, ...(inCabinetFrame(page, audience) ? ['cabinet'] : [])];
  const code = modules.flatMap(codeOf);
  for (const language of LANGUAGES) {
    // English and Russian pages also load their language's texts (lib/i18n).
    const html = linkManifest(template, language)
      .replace(HTML_LANG, `<html lang="${htmlLang(language)}"`)
      .replace('</head>', `  ${preloads([...code, ...textsOf(language, modules)])}\n  </head>`);
    writePage(language, page, html);
  }
}
console.log(`wrote ${written.size * LANGUAGES.length} signed-in pages' HTML into ${out}`);
