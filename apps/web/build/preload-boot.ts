import type { Plugin, Rollup } from 'vite';

/** The chunk that holds the app's start (src/boot.tsx), whatever file the bundler named it. */
export const holdsBoot = (chunk: Rollup.OutputChunk) =>
  chunk.moduleIds.some((id) => id.endsWith('/src/boot.tsx'));

/**
 * src/main.tsx imports the app (src/boot.tsx) only after the first paint. This asks the browser
 * to fetch that code and what it imports from the start, as if it were imported statically, so
 * waiting for the paint costs no extra round trip.
 */
export function preloadBoot(): Plugin {
  return {
    name: 'fuel:preload-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return [];
        // By its modules, not its facade: with small shared files inlined (vite.config.ts) the
        // app's module may sit in a chunk that the dynamic import reaches through another.
        const boot = Object.values(bundle).find(
          (chunk) => chunk.type === 'chunk' && holdsBoot(chunk),
        );
        if (boot?.type !== 'chunk') throw new Error('the app chunk (src/boot.tsx) is missing');
        // The entry's own imports (the bundler's runtime among them) are already preloaded.
        const linked = (file: string) => html.includes(`href="/${file}"`);
        return [boot.fileName, ...boot.imports]
          .filter((file) => !linked(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
            injectTo: 'head',
          }));
      },
    },
  };
}
