/** Chromium's `beforeinstallprompt` event (other browsers have none), kept by lib/app-install. */
export interface InstallOffer extends Event {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

declare global {
  interface Window {
    /** The browser's offer to install the app, if it made one and it was not used. */
    installOffer?: InstallOffer;
  }
}
