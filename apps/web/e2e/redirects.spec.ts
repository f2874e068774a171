import { expect, test } from '@playwright/test';

const cases = [
  ['/', '/am/auth'],
  ['/xx/anything', '/am/auth'],
  ['/en/nope', '/en/auth'],
  ['/ru/vehicles', '/ru/auth'],
  ['/en/dashboard', '/en/auth'],
  ['/ru', '/ru/auth'],
] as const;

test.describe('redirects for a guest', () => {
  for (const [from, to] of cases) {
    test(`${from} ends at ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(to);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('a deep link reloads on its own page', async ({ page }) => {
    await page.goto('/ru/privacy-policy');
    await page.reload();
    await expect(page).toHaveURL('/ru/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Политика конфиденциальности');
  });
});
