import { fileURLToPath } from 'node:url';
import { API_PREFIX, HEALTH_PATHS } from '@fuel/contract';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createLogger, defineConfig, type Logger } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { pageCode } from './build/page-code.ts';
import { preloadBoot } from './build/preload-boot.ts';
import { serviceWorker } from './build/service-worker.ts';
import { sonnerWithoutInlineStyle } from './build/sonner-without-inline-style.ts';

const api = 'http://localhost:3000';

// React Router publishes its production build beside the development one but exports only the
// latter; they differ in the development warnings, which a production bundle should not run.
const routerProduction = {
  find: /^react-router$/,
  replacement: fileURLToPath(
    new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
  ),
};

/**
 * A build that warns fails: a warning (an import that resolves to nothing, a chunk too large) is
 * either fixed or understood and silenced where it arises, never left for every reader of the
 * build's output to wonder about.
 */
const viteLogger = createLogger();
const failOnWarning: Logger = {
  ...viteLogger,
  warn(message, options) {
    viteLogger.warn(message, options);
    throw new Error(`the build warned: ${message}`);
  },
  warnOnce(message, options) {
    viteLogger.warnOnce(message, options);
    throw new Error(`the build warned: ${message}`);
  },
};

export default defineConfig(({ command, mode, isSsrBuild }) => ({
  customLogger: command === 'build' ? failOnWarning : undefined,
  plugins: [
    react(),
    tailwindcss(),
    sonnerWithoutInlineStyle(),
    preloadBoot(),
    isSsrBuild ? null : pageCode(),
    // The API serves these pre-compressed files (.gz/.br next to each asset) when the browser accepts them.
    isSsrBuild ? null : compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024 }),
    // The manifests, the pages kept for offline use and the service worker (docs/offline.md).
    isSsrBuild ? null : serviceWorker(),
  ],
  // The public files belong to the browser's build only.
  publicDir: isSsrBuild ? false : 'public',
  // build/prerender.tsx runs in Node: everything is bundled through the same aliases, so the
  // drawn pages come from the very modules the browser runs.
  ssr: { noExternal: true },
  resolve: { alias: mode === 'production' ? [routerProduction] : [] },
  // Pre-bundling would skip the transform above, and the dev page should behave like production.
  optimizeDeps: { exclude: ['sonner'] },
  server: {
    port: 5173,
    proxy: { [API_PREFIX]: api, [HEALTH_PATHS.live]: api, [HEALTH_PATHS.ready]: api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // CSP allows fonts only from our origin, so no asset may be inlined as a data: URL.
    assetsInlineLimit: 0,
    // No modulepreload polyfill in the entry (about 0.3 KB gzipped on every page): every browser
    // the es2022 target runs on but Safari before 17 knows modulepreload, and one that does not
    // ignores the hints and still loads each module when it is imported, a little later.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The bundler's warnings that Vite passes on fail the build as Vite's own do (failOnWarning).
      onwarn(warning) {
        throw new Error(`the build warned: [${warning.code}] ${warning.message}`);
      },
      // How long plugins took says how busy the machine was, not what is wrong with the code.
      checks: { pluginTimings: false },
      // Needed by the inlining below; the app's entries are never imported for their exports.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Every set of modules shared by a different set of pages used to get a file of its
          // own, mostly 1-2 KB: a signed-in page opened first fetched about 40 files, which over
          // HTTP/1.1's six connections took five or six round trips on a slow link. Small shared
          // files are now copied into the files that read them (8-13 files per page), and the
          // bundler's runtime keeps one instance of each module across the copies
          // (docs/decisions/0022-small-shared-chunks-inlined.md). Copies of up to 8 KiB, not 12:
          // with more pages, the larger copies carried other pages' code (Cards 187.7 → 185.4 KB,
          // sign-in 155.1 → 154.7 KB, at most 16 files a page).
          experimentalInlineCommonChunks: {
            maxSize: 8 * 1024,
            exclude: /\.css(\?|$)/,
          },
        },
      },
    },
  },
}));
