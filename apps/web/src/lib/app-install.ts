/**
 * Started by the entry (src/main.tsx) on every page, so kept small and imported by nothing else
 * (a module shared with a page's code costs the entry the bundler's bookkeeping): the service
 * worker that keeps the app on the device (docs/offline.md), and the browser's offer to install
 * the app, which comes once per page load, early, and is kept on `window` for the button that
 * uses it (features/profile, lib/install-offer.ts).
 */
import type { InstallOffer } from './install-offer';

export function startAppInstall(): void {
  addEventListener('beforeinstallprompt', (event) => {
    // The browser's own bar would cover the page at the pump; the cabinet offers it in place.
    event.preventDefault();
    window.installOffer = event as InstallOffer;
  });
  // After the page has loaded: the worker's download of the app never competes with the page.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => {}));
  }
}
