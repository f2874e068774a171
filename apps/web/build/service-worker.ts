/**
 * After the browser's build: writes the manifests, the pages kept for offline use
 * (build/app-pages.ts), then bundles the service worker (sw/sw.ts) with the list of files it
 * keeps on the device, each with its revision, as Workbox's precaching expects. Vite bundles
 * the worker (its Workbox modules included); the list is put in where the worker reads
 * `self.__WB_MANIFEST`, as Workbox's injectManifest would.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@fuel/contract';
import { build, createLogger, type Plugin } from 'vite';
import { offlinePage, shellPage } from '../sw/pages';
import { offlineHtml, shellHtml } from './app-pages';
import { precacheEntries } from './precache';
import { manifestHref, manifestLink, pwaTexts, webManifest } from './web-manifest';

const web = fileURLToPath(new URL('..', import.meta.url));

function write(root: string, file: string, content: string) {
  const target = path.join(root, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, content);
}

/** A warning in the worker's build fails it, as in the app's (vite.config.ts). */
const logger = createLogger();
logger.warn = (message) => {
  throw new Error(`the service worker's build warned: ${message}`);
};
logger.warnOnce = logger.warn;

export function serviceWorker(): Plugin {
  let outDir = '';
  return {
    name: 'fuel:service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace('</head>', `  ${manifestLink('am')}\n  </head>`),
    },
    async closeBundle() {
      const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      for (const language of LANGUAGES) {
        const texts = pwaTexts(web, language);
        write(
          outDir,
          manifestHref(language).slice(1),
          JSON.stringify(webManifest(language, texts), null, 2),
        );
        write(outDir, shellPage(language).slice(1), shellHtml(template, language, texts));
        write(outDir, offlinePage(language).slice(1), offlineHtml(template, language, texts));
      }
      await build({
        configFile: false,
        customLogger: logger,
        publicDir: false,
        define: {
          'self.__WB_MANIFEST': JSON.stringify(precacheEntries(outDir)),
          __LANGUAGES__: JSON.stringify(LANGUAGES),
          // Workbox leaves out its development logging in production.
          'process.env.NODE_ENV': JSON.stringify('production'),
        },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2022',
          lib: {
            entry: path.join(web, 'sw', 'sw.ts'),
            formats: ['iife'],
            name: 'fuelServiceWorker',
            fileName: () => 'sw.js',
          },
        },
      });
    },
  };
}
