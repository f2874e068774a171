import {
  type APIRequestContext,
  type BrowserContext,
  chromium,
  expect,
  type Page,
  test,
} from '@playwright/test';
import amPwa from '../src/locales/am/pwa.json' with { type: 'json' };
import ruPwa from '../src/locales/ru/pwa.json' with { type: 'json' };
import { signInAs } from './support/accounts';
import { CHROMIUM_ARGS, findChromium } from './support/chromium';

// These need the app's service worker (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * What Chromium asks before it offers to install a site is what Lighthouse's installability
 * audit reported (Page.getInstallabilityErrors): this asks the browser itself, on a page of each
 * language, once the service worker is in place. The manifest's own parts are checked too.
 * Nothing is installable in a private window, which is what a test's usual context is: these
 * run in a browser profile of their own, as a person's browser would be.
 */
async function ownProfile(baseURL: string | undefined): Promise<BrowserContext> {
  // In the test's output folder, which the next run clears.
  return chromium.launchPersistentContext(test.info().outputPath('profile'), {
    executablePath: await findChromium(),
    args: CHROMIUM_ARGS,
    baseURL,
  });
}

async function installabilityErrors(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  await cdp.detach();
  return installabilityErrors.map((error) => error.errorId);
}

interface Manifest {
  id: string;
  lang: string;
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
  screenshots: { src: string; sizes: string; form_factor: string }[];
}

const NAMES = {
  am: 'Fuel Cabinet — վառելիք և լիցքավորում',
  en: 'Fuel Cabinet — fuel and refuelling',
  ru: 'Fuel Cabinet — топливо и заправка',
} as const;

for (const [language, name] of Object.entries(NAMES)) {
  test(`the app can be installed from a page in ${language}, named in that language`, async ({
    request,
    baseURL,
  }) => {
    const context = await ownProfile(baseURL);
    try {
      await checkInstallable(context, request, language, name);
    } finally {
      await context.close();
    }
  });
}

async function checkInstallable(
  context: BrowserContext,
  request: APIRequestContext,
  language: string,
  name: string,
) {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`/${language}/auth`);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe(
    language === 'am' ? '/manifest.webmanifest' : `/manifest.${language}.webmanifest`,
  );
  // The worker is registered after the page has loaded, and installs the app's files.
  await expect
    .poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.ready).active))
    .toBe(true);
  await expect.poll(() => installabilityErrors(page), { timeout: 20_000 }).toEqual([]);

  const reply = await request.get(href ?? '');
  expect(reply.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await reply.json()) as Manifest;
  expect(manifest).toMatchObject({
    id: '/',
    lang: language === 'am' ? 'hy' : language,
    name,
    short_name: 'Fuel Cabinet',
    start_url: `/${language}/`,
    display: 'standalone',
  });
  const icon = (size: number, purpose: string) =>
    manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.purpose === purpose);
  for (const [size, purpose] of [
    [192, 'any'],
    [512, 'any'],
    [512, 'maskable'],
  ] as const) {
    const entry = icon(size, purpose);
    expect(entry?.type, `${size} ${purpose}`).toBe('image/png');
    const image = await request.get(entry?.src ?? '');
    expect(image.headers()['content-type']).toBe('image/png');
    const body = await image.body();
    // The PNG's own width and height (its IHDR chunk) are what the manifest says.
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([size, size]);
  }
  expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
  for (const shot of manifest.screenshots) {
    expect((await request.get(shot.src)).status(), shot.src).toBe(200);
  }
  // The start address opens the language's home.
  await page.goto(manifest.start_url);
  await expect(page).toHaveURL(`/${language}/auth`);
}

test('a new service worker is asked for on every visit, never taken from a cache', async ({
  request,
}) => {
  const reply = await request.get('/sw.js');
  expect(reply.status()).toBe(200);
  expect(reply.headers()['content-type']).toContain('javascript');
  expect(reply.headers()['cache-control']).toBe('no-cache');
});

test('Settings offers to install the app when the browser does, until put aside', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'individual');
  await page.goto('/am/profile');
  const install = page.getByTestId('install-app');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(install).toHaveCount(0);
  // The browser's offer, as Chromium makes it once a site can be installed.
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { prompted: boolean }).prompted = true;
      },
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(offer);
  });
  await expect(install).toContainText(amPwa.install.text);
  await install.getByRole('button', { name: amPwa.install.button }).click();
  expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(
    true,
  );
  // Declined in the browser's dialog: the offer was used up, so nothing to press any more.
  await expect(install).toHaveCount(0);
});

test.describe('in Safari on an iPhone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  });

  test('Settings tells how to add the app to the home screen, once', async ({ page, request }) => {
    await signInAs(page, request, 'individual');
    await page.goto('/ru/profile');
    const install = page.getByTestId('install-app');
    await expect(install).toContainText(ruPwa.install.iosText);
    await install.getByRole('button', { name: ruPwa.install.iosDismiss }).click();
    await expect(install).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(install).toHaveCount(0);
  });
});
