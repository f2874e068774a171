import { describe, expect, it } from 'vitest';
import type { InstallOffer } from '../../lib/install-offer';
import { installHint } from './install-hint';

const offer = new Event('beforeinstallprompt') as InstallOffer;
const base = {
  offer: undefined,
  standalone: false,
  userAgent: '',
  touchMac: false,
  dismissed: false,
};
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

describe('the offer to install the app', () => {
  it('uses the browser’s own offer where it made one', () => {
    expect(installHint({ ...base, offer, userAgent: ANDROID_CHROME })).toBe('prompt');
    expect(installHint({ ...base, userAgent: ANDROID_CHROME })).toBeNull();
  });

  it('tells the steps in Safari on iPhone and iPad, which has no offer', () => {
    expect(installHint({ ...base, userAgent: IPHONE_SAFARI })).toBe('ios');
    expect(
      installHint({
        ...base,
        userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)',
        touchMac: true,
      }),
    ).toBe('ios');
    // Other browsers on iOS cannot add to the home screen the same way.
    expect(installHint({ ...base, userAgent: IPHONE_CHROME })).toBeNull();
  });

  it('says nothing once installed or put aside', () => {
    expect(installHint({ ...base, offer, standalone: true })).toBeNull();
    expect(installHint({ ...base, userAgent: IPHONE_SAFARI, standalone: true })).toBeNull();
    expect(installHint({ ...base, offer, dismissed: true })).toBeNull();
    expect(installHint({ ...base, userAgent: IPHONE_SAFARI, dismissed: true })).toBeNull();
  });
});
