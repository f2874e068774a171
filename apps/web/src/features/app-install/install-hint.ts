import type { InstallOffer } from '../../lib/install-offer';
import { readFlag, writeFlag } from '../../lib/session';

/** Set once "Not now" or "Got it" was pressed: the offer is not shown on this browser again. */
export const DISMISSED_KEY = 'install_hint_dismissed';

/** What the Settings page offers: the browser's own install, the iOS steps, or nothing. */
export type InstallHint = 'prompt' | 'ios' | null;

interface Surroundings {
  offer: InstallOffer | undefined;
  /** Opened from the home screen already. */
  standalone: boolean;
  userAgent: string;
  /** iPadOS presents itself as a Mac with a touch screen. */
  touchMac: boolean;
  dismissed: boolean;
}

const IOS = /iPhone|iPad|iPod/;

export function installHint({
  offer,
  standalone,
  userAgent,
  touchMac,
  dismissed,
}: Surroundings): InstallHint {
  if (standalone || dismissed) return null;
  if (offer) return 'prompt';
  // Safari on iOS offers no prompt: adding to the home screen is in its Share menu.
  const ios = IOS.test(userAgent) || touchMac;
  return ios && !/CriOS|FxiOS|EdgiOS/.test(userAgent) ? 'ios' : null;
}

export function surroundings(): Surroundings {
  return {
    offer: window.installOffer,
    standalone:
      window.matchMedia?.('(display-mode: standalone)').matches === true ||
      (navigator as Navigator & { standalone?: boolean }).standalone === true,
    userAgent: navigator.userAgent,
    touchMac: /Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1,
    dismissed: readFlag(DISMISSED_KEY) === '1',
  };
}

export const dismissInstallHint = () => writeFlag(DISMISSED_KEY, '1');
