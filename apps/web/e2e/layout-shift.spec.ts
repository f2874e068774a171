import { API_ROUTES, apiUrlOf } from '@fuel/contract';
import { expect, type Page, test } from '@playwright/test';
import { signInAs } from './support/accounts';
import { holdRequests } from './support/hold';

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

const shifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifts: number }).shifts);

const CASES = [
  {
    name: 'My balance: the fuel cards arrive in place of their loading tiles',
    path: '/en/my-balance',
    reply: apiUrlOf(API_ROUTES.ledger.balances),
    // The panels under the cards are drawn before the cards arrive.
    drawn: (page: Page) => page.getByRole('heading', { name: 'Buy fuel' }),
    arrived: (page: Page) => page.getByTestId('balance-value').first(),
  },
  {
    name: 'Transactions: the rows arrive without pushing the footer',
    path: '/en/transactions',
    reply: apiUrlOf(API_ROUTES.transactions.list),
    drawn: (page: Page) => page.getByRole('contentinfo'),
    arrived: (page: Page) => page.getByRole('list', { name: 'Your transactions' }),
  },
];

test.describe('on a phone, a page does not jump when its data arrives', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const { name, path, reply, drawn, arrived } of CASES) {
    test(`${name} @phone`, async ({ page, request }) => {
      await signInAs(page, request, 'individual');
      await watchShifts(page);
      const held = await holdRequests(page, (url) => url.pathname === reply);
      await page.goto(path);
      await expect(page.getByRole('status').filter({ hasText: 'Loading' }).first()).toBeAttached();
      await expect(drawn(page)).toBeAttached();
      expect(held.count()).toBeGreaterThan(0);
      held.release();
      await expect(arrived(page)).toBeVisible();
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
      expect(await shifts(page)).toBeLessThan(MOST);
    });
  }

  test('My balance shows more than one fuel, so a column of cards would have moved @phone', async ({
    page,
    request,
  }) => {
    await signInAs(page, request, 'individual');
    await page.goto('/en/my-balance');
    await expect(page.getByTestId('balance-value').first()).toBeVisible();
    expect(await page.getByTestId('balance-value').count()).toBeGreaterThan(1);
  });
});
