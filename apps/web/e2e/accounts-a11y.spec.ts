import { expect, type Page, test } from '@playwright/test';
import { signInAs } from './support/accounts';
import { seriousViolations } from './support/axe';

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

const LINK = '00000000-0000-4000-8000-000000000000/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

for (const lang of ['en', 'am'] as const) {
  test(`guest account pages have no serious accessibility violations in ${lang}`, async ({
    page,
  }) => {
    // Five pages, each loaded, submitted empty and scanned: about 25 s on a busy 2-core machine.
    test.setTimeout(60_000);
    for (const path of [
      'auth',
      'auth/register',
      'auth/forgot-password',
      `auth/reset-password/${LINK}`,
      `auth/confirm-email/${LINK}`,
    ]) {
      await page.goto(`/${lang}/${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Show the field messages too: they are part of what must be readable.
      const submit = page.locator('form button[type="submit"]').first();
      if (await submit.isVisible()) await submit.click();
      await expectNoSeriousViolations(page);
    }
  });

  test(`signed-in pages have no serious accessibility violations in ${lang}`, async ({
    page,
    request,
  }) => {
    // Three signed-in pages, each loaded and scanned in turn, as the guest pages above.
    test.setTimeout(60_000);
    await signInAs(page, request, lang === 'en' ? 'company' : 'individual');
    for (const path of ['dashboard', 'more', 'profile']) {
      await page.goto(`/${lang}/${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page);
    }
  });
}

test('the code step has no serious accessibility violations', async ({ page }) => {
  await page.route('**/api/login', (route) =>
    route.fulfill({
      json: {
        message: 'Code sent',
        challenge_id: '00000000-0000-4000-8000-000000000001',
        channel: 'sms',
        destination: '+374 ** *** 456',
        resend_after: 60,
      },
    }),
  );
  await page.goto('/am/auth');
  await page.getByLabel('Էլ. փոստ կամ հեռախոսահամար').fill('+37491123456');
  await page.getByLabel('Գաղտնաբառ', { exact: true }).fill('Secret123');
  await page.getByRole('button', { name: 'Շարունակել' }).click();
  await expect(page.getByRole('heading', { name: 'Մուտքագրեք կոդը' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
