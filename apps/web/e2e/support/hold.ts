import type { Page } from '@playwright/test';
import { gate } from '../../src/test/gate';

export { gate };

/**
 * Holds the requests whose address matches `url` until released, then lets them reach the
 * server: the page shows what it shows while they are on their way, for as long as the test
 * likes. `count` says how many were held, so a test can check its pattern still matches.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp | ((url: URL) => boolean),
): Promise<{ release(): void; count(): number }> {
  const { held, release } = gate();
  let count = 0;
  await page.route(url, async (route) => {
    count += 1;
    await held;
    await route.continue();
  });
  return { release, count: () => count };
}
