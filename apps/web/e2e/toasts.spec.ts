import { expect, test } from '@playwright/test';

test('a failed call shows its error top-centre, and Alt+T moves focus to the toasts', async ({
  page,
}) => {
  await page.route('**/api/products?*', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'Unavailable',
        errors: [
          { code: 'SERVICE_UNAVAILABLE', message: 'The service is temporarily unavailable.' },
        ],
      }),
    }),
  );
  await page.goto('/en/auth');

  const toast = page.locator('[data-sonner-toast]', {
    hasText: 'The service is temporarily unavailable.',
  });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute('data-y-position', 'top');
  await expect(toast).toHaveAttribute('data-x-position', 'center');
  const box = await toast.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  if (box) {
    expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThan(24);
    // Below the 4rem header, whose language, bell and avatar stay usable.
    expect(box.y).toBeGreaterThanOrEqual(64);
    expect(box.y).toBeLessThan(100);
  }
  await expect(page.getByText('We could not load the prices.')).toBeVisible();

  await page.keyboard.press('Alt+KeyT');
  await expect
    .poll(() => page.evaluate(() => !!document.activeElement?.closest('[data-sonner-toaster]')))
    .toBe(true);
});
