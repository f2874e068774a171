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
  const width = page.viewportSize()?.width ?? 0;
  // Sonner slides a toast in from above: read its place once the slide has ended.
  await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  await expect
    .poll(async () => {
      const box = await toast.boundingBox();
      if (!box) return null;
      return {
        centred: Math.abs(box.x + box.width / 2 - width / 2) < 24,
        // Below the 4rem header, whose language, bell and avatar stay usable.
        belowHeader: box.y >= 64 && box.y < 100,
      };
    })
    .toEqual({ centred: true, belowHeader: true });
  await expect(page.getByText('We could not load the prices.')).toBeVisible();

  await page.keyboard.press('Alt+KeyT');
  await expect
    .poll(() => page.evaluate(() => !!document.activeElement?.closest('[data-sonner-toaster]')))
    .toBe(true);
});
