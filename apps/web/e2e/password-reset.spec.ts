import { API_ROUTES, apiUrlOf } from '@fuel/contract';
import { expect, test } from '@playwright/test';
import { apiLogin, createUser } from './support/accounts';
import { linkIn, waitForMail } from './support/mail';

test('forgot password: a link by e-mail, a new password, then sign in with it', async ({
  page,
  request,
}) => {
  const user = await createUser(request);
  await page.goto('/en/auth');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/en/auth/forgot-password');
  await page.getByLabel('E-mail', { exact: true }).fill(user.email);
  const askedAt = Date.now();
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/we have sent it a link/);
  // A language chosen afterwards changes the answer's words too.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ru');
  await expect(page.getByRole('status')).toHaveText(/мы отправили на него ссылку/);

  const mail = await waitForMail(user.email, { after: askedAt, subject: /password/i });
  await page.goto(linkIn(mail.text, 'reset-password'));
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Brand-new-2');
  await page.getByLabel('Repeat the password', { exact: true }).fill('Brand-new-3');
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Repeat the password', { exact: true }).fill('Brand-new-2');
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/en/auth');
  const old = await request.post(apiUrlOf(API_ROUTES.auth.login), {
    data: { identifier: user.email, password: user.password },
  });
  expect(old.status()).toBe(422);
  const session = await apiLogin(request, user.email, 'Brand-new-2');
  expect(session.user_type).toBe('individual');

  // The link is single use, which its page says as it opens.
  await page.goto(linkIn(mail.text, 'reset-password'));
  await expect(page.getByRole('alert')).toContainText('The link did not work');
  await page.getByLabel('New password', { exact: true }).fill('Another-one-4');
  await page.getByLabel('Repeat the password', { exact: true }).fill('Another-one-4');
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByRole('heading', { name: 'The link did not work' })).toBeVisible();
  await page.getByRole('link', { name: 'Get a new link' }).click();
  await expect(page).toHaveURL('/en/auth/forgot-password');
});

test('a confirmation link that does not work offers a new one', async ({ page }) => {
  const id = '00000000-0000-4000-8000-000000000000';
  // The reply is held until the progress state has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/confirm-email/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/en/auth/confirm-email/${id}/${'x'.repeat(43)}`);
  await expect(page.getByRole('status')).toContainText('Confirming your email...');
  release();
  await expect(page.getByRole('heading', { name: 'The link did not work' })).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill('someone@example.com');
  await page.getByRole('button', { name: 'Send a new link' }).click();
  await expect(page.locator('[data-sonner-toast][data-type="success"]')).toBeVisible();
  // The page says what went wrong; no technical toast on top of it.
  expect(await page.locator('[data-sonner-toast][data-type="error"]').count()).toBe(0);
});

test('a malformed confirmation link shows the page alone, without a toast', async ({ page }) => {
  // Every error toast that ever appears is noted: one would vanish again within seconds, so a
  // count taken at any one moment could miss it.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { errorToasts: string[] }).errorToasts = seen;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-sonner-toast][data-type="error"]'))
        if (!seen.includes(toast.textContent ?? '')) seen.push(toast.textContent ?? '');
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
  const errorToasts = () =>
    page.evaluate(() => (window as unknown as { errorToasts: string[] }).errorToasts);
  await page.goto('/en/auth/confirm-email/not-an-id/short');
  await expect(page.getByRole('heading', { name: 'The link did not work' })).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill(`malformed-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Send a new link' }).click();
  await expect(page.locator('[data-sonner-toast][data-type="success"]')).toBeVisible();
  // Toasts show in order: an error toast for the failed link would have come before this one.
  expect(await errorToasts()).toEqual([]);
});

test('a reset link cut short in the mail offers a new one instead of a bare error', async ({
  page,
}) => {
  await page.goto('/en/auth/reset-password/not-an-id/short');
  await page.getByLabel('New password', { exact: true }).fill('Brand-new-2');
  await page.getByLabel('Repeat the password', { exact: true }).fill('Brand-new-2');
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByRole('heading', { name: 'The link did not work' })).toBeVisible();
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0);
  await page.getByRole('link', { name: 'Get a new link' }).click();
  await expect(page).toHaveURL('/en/auth/forgot-password');
});
