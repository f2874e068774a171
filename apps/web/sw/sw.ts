/**
 * The cabinet's service worker (built by build/service-worker.ts into dist/sw.js):
 * - keeps the app's code, styles, fonts, icons and an empty page of the app per language on the
 *   device (Workbox precaching), so the app opens with no network;
 * - asks the network first for every page, and answers from the device only when the network
 *   does not answer (offline, or no answer within NETWORK_WAIT_SECONDS);
 * - never touches the API: personal data is not cached here (a refuel code kept for the pump is
 *   kept by the page itself, and removed on sign-out);
 * - shows Web Push notifications.
 */
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import {
  addPlugins,
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { isAppPage, offlinePage, pageLanguage, shellPage } from './pages';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};
declare const __LANGUAGES__: readonly string[];

/**
 * How long a page waits for the network before the copy on the device is shown: at a pump with
 * one bar of signal a page could otherwise hang for minutes.
 */
const NETWORK_WAIT_SECONDS = 5;

// The server answers with `Vary: Accept-Language`, and a page's request carries the language
// while the worker's own download of the file did not: the kept copy (the same in every
// language) would never match. Kept copies are looked up by their address alone.
addPlugins([{ cacheKeyWillBeUsed: async ({ request }) => new Request(request.url) }]);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// A page's request leaves while the worker starts, not after.
enableNavigationPreload();

// A new version takes over at once: pages are always asked from the network first, and the
// files kept on the device are replaced together with the worker that lists them.
self.addEventListener('install', () => void self.skipWaiting());

const network = new NetworkOnly({ networkTimeoutSeconds: NETWORK_WAIT_SECONDS });

registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await network.handle(options);
      } catch {
        const url = options.url;
        const language = pageLanguage(url, __LANGUAGES__, self.navigator.languages);
        const kept = isAppPage(url, __LANGUAGES__)
          ? await matchPrecache(shellPage(language))
          : undefined;
        return kept ?? (await matchPrecache(offlinePage(language))) ?? Response.error();
      }
    },
    // Downloads and the API's own pages (/api/docs, a statement's PDF) go straight to the server.
    { denylist: [/^\/api(\/|$)/] },
  ),
);

// ----- Web Push: the payload is { title, body, url } -----

self.addEventListener('push', (event) => {
  let data: { title?: unknown; body?: unknown; url?: unknown } = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Fuel Cabinet';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      icon: '/icons/icon-192.png',
      data: { url: typeof data.url === 'string' ? data.url : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only pages of this site open from a notification, whatever the payload says.
  let target = new URL('/', self.location.origin);
  try {
    const url = new URL(event.notification.data?.url || '/', self.location.origin);
    if (url.origin === self.location.origin) target = url;
  } catch {
    // A malformed url: open the cabinet's start page.
  }
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const same = windows.find((client) => client.url === target.href);
      if (same) return same.focus();
      const other = windows.find((client) => 'navigate' in client);
      if (other) return other.navigate(target.href).then((client) => client?.focus());
      return self.clients.openWindow(target.href);
    }),
  );
});
