import { expect, test } from '@playwright/test';
import { signInAs } from './support/accounts';

// These need the app's service worker (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test('without a push key the notifications control stays hidden', async ({ page, request }) => {
  await signInAs(page, request, 'individual');
  await page.goto('/en/profile');
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn on notifications' })).toHaveCount(0);
});

test('with a push key the control is offered, and nothing is asked on page load', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'individual');
  await page.route('**/api/push/config', (route) =>
    route.fulfill({
      json: {
        public_key:
          'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
      },
    }),
  );
  await page.goto('/en/profile');
  await expect(page.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  // After sign-in the worker is registered (it shows notifications; it never asks for anything).
  await expect
    .poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())))
    .toBe(true);
});
