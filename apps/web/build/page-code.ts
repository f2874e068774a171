import type { Plugin, Rollup } from 'vite';
import { holdsBoot } from './preload-boot';

/** Written into dist by the browser's build, read and removed by build/prerender.tsx. */
export const PAGE_CODE_FILE = 'page-code.json';

/** `src/app/routes/<name>.tsx`: the modules the router loads on demand, one per page. */
const ROUTE_MODULE = /\/src\/app\/routes\/([a-z-]+)\.tsx$/;
/** `locales/<language>/<namespace>.json`: texts loaded at start in a language other than the default. */
const LANGUAGE_TEXTS = /\/locales\/([a-z]{2})\/[a-z-]+\.json$/;

/** What build/prerender.tsx reads: code by route module, and the texts of each language. */
export interface PageCode {
  pages: Record<string, string[]>;
  texts: Record<string, string[]>;
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
      const beyondStart = (chunk: Rollup.OutputChunk) =>
        [...closure(bundle, chunk.fileName)].filter((file) => !start.has(file));
      for (const chunk of chunks) {
        const id = chunk.isDynamicEntry ? (chunk.facadeModuleId ?? '') : '';
        const page = id.match(ROUTE_MODULE)?.[1];
        if (page) code.pages[page] = beyondStart(chunk);
        const language = id.match(LANGUAGE_TEXTS)?.[1];
        if (language)
          code.texts[language] = [...(code.texts[language] ?? []), ...beyondStart(chunk)];
      }
      this.emitFile({ type: 'asset', fileName: PAGE_CODE_FILE, source: JSON.stringify(code) });
    },
  };
}
