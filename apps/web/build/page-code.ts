import type { Plugin, Rollup } from 'vite';
import { holdsBoot } from './preload-boot';

/** Written into dist by the browser's build, read and removed by build/prerender.tsx. */
export const PAGE_CODE_FILE = 'page-code.json';

/** `src/app/routes/<name>.tsx`: the modules the router loads on demand, one per page. */
const ROUTE_MODULE = /\/src\/app\/routes\/([a-z-]+)\.tsx$/;
/** `locales/<language>/<namespace>.json`: texts of a language other than the default. */
const LANGUAGE_TEXTS = /\/locales\/([a-z]{2})\/[a-z-]+\.json$/;
/** The key of `texts` for those the app loads at start. */
export const START = '(start)';

/**
 * What build/prerender.tsx reads: code by route module, and by language the texts the app loads
 * at start and those each route module loads with it.
 */
export interface PageCode {
  pages: Record<string, string[]>;
  texts: Record<string, Record<string, string[]>>;
}

/** A chunk's file and every file it imports, directly or not. */
function closure(bundle: Rollup.OutputBundle, file: string, into = new Set<string>()) {
  if (into.has(file)) return into;
  into.add(file);
  const chunk = bundle[file];
  if (chunk?.type === 'chunk')
    for (const imported of chunk.imports) closure(bundle, imported, into);
  return into;
}

/**
 * Lists, for each route module, the files its dynamic import fetches beyond those index.html
 * already preloads (the entry, the app's start and what they import): `{ "my-balance": [...] }`;
 * and likewise the texts the app loads at start in each language but the default.
 * build/prerender.tsx writes them into the HTML of each signed-in page, so the browser fetches a
 * page's code together with the app's start instead of one trip later, once the start has run.
 */
export function pageCode(): Plugin {
  return {
    name: 'fuel:page-code',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is Rollup.OutputChunk => item.type === 'chunk',
      );
      const start = new Set<string>();
      for (const chunk of chunks) {
        if (chunk.isEntry || holdsBoot(chunk)) closure(bundle, chunk.fileName, start);
      }
      const code: PageCode = { pages: {}, texts: {} };
      const beyondStart = (files: Iterable<string>) =>
        [...files].filter((file) => !start.has(file));
      /** The texts chunks that `files` import on demand, by language. */
      const textsOf = (files: Iterable<string>, into: string) => {
        for (const file of files) {
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk') continue;
          for (const imported of chunk.dynamicImports) {
            const texts = bundle[imported];
            const id = texts?.type === 'chunk' ? (texts.facadeModuleId ?? '') : '';
            const language = id.match(LANGUAGE_TEXTS)?.[1];
            if (!language) continue;
            const byPage = code.texts[language] ?? {};
            code.texts[language] = byPage;
            const list = new Set([
              ...(byPage[into] ?? []),
              ...beyondStart(closure(bundle, imported)),
            ]);
            byPage[into] = [...list];
          }
        }
      };
      textsOf(start, START);
      for (const chunk of chunks) {
        const id = chunk.isDynamicEntry ? (chunk.facadeModuleId ?? '') : '';
        const page = id.match(ROUTE_MODULE)?.[1];
        if (!page) continue;
        code.pages[page] = beyondStart(closure(bundle, chunk.fileName));
        textsOf(code.pages[page], page);
      }
      this.emitFile({ type: 'asset', fileName: PAGE_CODE_FILE, source: JSON.stringify(code) });
    },
  };
}
