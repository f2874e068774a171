import type { Browser } from 'puppeteer-core';
import { seedScript } from './returning-user';

/**
 * When the page at `address` shows its data (`selector` appears), in ms from the start of navigation, in a new
 * tab with an empty cache and DevTools' own throttling: Lighthouse's slow 4G (150 ms, 1.6 Mbps
 * down, 750 kbps up) and a 4x slower CPU, in real time rather than simulated.
 */
export async function dataShownAt(
  browser: Browser,
  address: string,
  storage: Record<string, string>,
  selector: string,
) {
  const page = await browser.newPage();
  await page.setCacheEnabled(false);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluateOnNewDocument(seedScript(storage));
  await page.goto(address, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector(selector, { timeout: 30_000 });
  const at = Math.round((await page.evaluate('performance.now()')) as number);
  await page.close();
  return at;
}
