import { API_ROUTES, apiUrlOf } from '@fuel/contract';
import { expect, type Page, test } from '@playwright/test';
import { signInAs } from './support/accounts';

/**
 * What a page drawn while its data loads must not do: move what is already on the screen when
 * the data arrives. Lighthouse weighs such shifts as a quarter of its performance score; a good
 * page stays under 0.1 in all, and these stay near zero.
 */
const MOST = 0.02;

/** Sums the page's layout shifts from its start, as Lighthouse's CLS does on a first load. */
async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        w.shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Holds the replies of an API route until released, so the loading state is drawn first. */
async function holdReplies(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

const shifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifts: number }).shifts);

test.describe('on a phone, a page does not jump when its data arrives', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('My balance: the fuel cards arrive in place of their loading tiles @phone', async ({
    page,
    request,
  }) => {
    await signInAs(page, request, 'individual');
    await watchShifts(page);
    const release = await holdReplies(page, apiUrlOf(API_ROUTES.ledger.balances));
    await page.goto('/en/my-balance');
    await expect(page.getByRole('status').filter({ hasText: 'Loading' }).first()).toBeAttached();
    await expect(page.getByRole('heading', { name: 'Buy fuel' })).toBeVisible();
    release();
    await expect(page.getByTestId('balance-value').first()).toBeVisible();
    // More than one card: a column of them would have pushed the panels down.
    expect(await page.getByTestId('balance-value').count()).toBeGreaterThan(1);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
    expect(await shifts(page)).toBeLessThan(MOST);
  });

  test('Transactions: the rows arrive without pushing the footer @phone', async ({
    page,
    request,
  }) => {
    await signInAs(page, request, 'individual');
    await watchShifts(page);
    const release = await holdReplies(page, apiUrlOf(API_ROUTES.transactions.list));
    await page.goto('/en/transactions');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();
    release();
    await expect(page.getByRole('list', { name: 'Your transactions' })).toBeVisible();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
    expect(await shifts(page)).toBeLessThan(MOST);
  });
});
