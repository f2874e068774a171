import { expect, test } from '@playwright/test';

for (const path of ['/am/auth', '/ru/privacy-policy', '/en/404']) {
  test(`${path} fits the screen without sideways scrolling @mobile`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole('combobox')).toBeVisible();
  });
}

test('a new page starts at its top @mobile', async ({ page }) => {
  await page.goto('/en/auth');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL('/en/privacy-policy');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
