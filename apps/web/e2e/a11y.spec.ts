import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';

const pages = [
  ['/am/auth', 'Ռեգուլյար 92'],
  ['/en/auth', 'Regular 92'],
  ['/am/privacy-policy', null],
  ['/ru/privacy-policy', null],
  ['/en/404', null],
  ['/ru/404', null],
] as const;

for (const [path, ready] of pages) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (ready) await expect(page.getByText(ready)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the skip link is the first stop and jumps to the content', async ({ page }) => {
  await page.goto('/en/auth');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
