import { expect, type Page, test } from '@playwright/test';
import { apiLogin, createUser, seedSession, signInAs } from './support/accounts';
import { seriousViolations } from './support/axe';

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

test('Main for an individual: balances, vehicles, friends, latest transactions with links', {
  tag: '@smoke',
}, async ({ page, request }) => {
  await signInAs(page, request, 'individual');
  await page.goto('/en/dashboard');
  for (const name of ['Balances', 'Vehicles', 'Friends', 'Latest transactions']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /^My balance/ }).last()).toBeVisible();
  await page
    .getByRole('link', { name: /^Transactions/ })
    .last()
    .click();
  await expect(page).toHaveURL('/en/transactions');
});

test('Main for a company shows partners; a new user sees the empty states', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'company');
  await page.goto('/en/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: 'Partners' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Friends' })).toHaveCount(0);

  const user = await createUser(request, 'Empty');
  const fresh = await page.context().browser()?.newPage();
  if (!fresh) throw new Error('no browser');
  await seedSession(fresh, await apiLogin(request, user.email, user.password));
  await fresh.goto('/en/dashboard');
  await expect(fresh.getByText('You have no attached vehicles')).toBeVisible();
  await expect(fresh.getByText('No friends found')).toBeVisible();
  await expect(fresh.getByText('You have not made any transactions')).toBeVisible();
  await fresh.close();
});

for (const [lang, who] of [
  ['am', 'individual'],
  ['en', 'company'],
] as const) {
  test(`cabinet screens have no serious accessibility violations in ${lang}`, async ({
    page,
    request,
  }) => {
    // Five screens, each scanned by axe: more than one screen's default time on a busy machine.
    test.setTimeout(60_000);
    await signInAs(page, request, who);
    for (const path of ['dashboard', 'vehicles', 'messages', 'stations', 'profile']) {
      await page.goto(`/${lang}/${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoSeriousViolations(page);
    }
  });
}

test('screens fit a phone as cards @phone', async ({ page, request, isMobile }) => {
  expect(isMobile).toBe(true);
  await signInAs(page, request, 'individual');
  for (const path of ['dashboard', 'vehicles', 'messages', 'stations', 'profile']) {
    await page.goto(`/am/${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
