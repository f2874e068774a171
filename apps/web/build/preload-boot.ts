import type { Plugin } from 'vite';

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
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const boot = Object.values(bundle).find(
          (chunk) => chunk.type === 'chunk' && chunk.facadeModuleId?.endsWith('/src/boot.tsx'),
        );
        if (boot?.type !== 'chunk') throw new Error('the app chunk (src/boot.tsx) is missing');
        return [boot.fileName, ...boot.imports].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
          injectTo: 'head',
        }));
      },
    },
  };
}
