import { expect, test } from '@playwright/test';
import { signInAs } from './support/accounts';
import { seriousViolations } from './support/axe';

const screens = [
  ['/am/my-balance', 'Իմ հաշիվը'],
  ['/en/my-balance', 'My balance'],
  ['/am/transactions', 'Գործարքներ'],
  ['/ru/transactions', 'Транзакции'],
] as const;

for (const [path, heading] of screens) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page, request }) => {
    await signInAs(page, request, 'individual');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Data loaded: balance cards or history rows instead of skeletons.
    await expect(
      page.locator('[data-testid="balance-cards"], table tbody tr').first(),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('My balance and Transactions fit a phone, the history as cards @phone', async ({
  page,
  request,
  isMobile,
}) => {
  expect(isMobile).toBe(true);
  await signInAs(page, request, 'company');
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );

  await page.goto('/en/my-balance');
  await expect(page.getByTestId('balance-cards')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Buy fuel' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Refuel' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);

  await page.goto('/en/transactions?type=buying');
  await expect(page.getByRole('table')).toBeHidden();
  const cards = page.getByRole('list', { name: 'Your transactions' }).getByRole('listitem');
  await expect(cards).toHaveCount(10);
  await expect(cards.first()).toContainText('Buying');
  expect(await overflow()).toBeLessThanOrEqual(0);
  await cards.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Buying' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
