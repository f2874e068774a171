import { expect, test } from '@playwright/test';
import { SEEDED_PRODUCTS } from './support/pages';

test('the select replaces the language segment and keeps query and hash', async ({ page }) => {
  await page.goto('/en/privacy-policy?from=mail#rights');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ru');
  await expect(page).toHaveURL('/ru/privacy-policy?from=mail#rights');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Политика конфиденциальности');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('combobox', { name: 'Язык' })).toHaveValue('ru');
});

test('switching language on the landing page reloads the localized prices', {
  tag: '@smoke',
}, async ({ page }) => {
  await page.goto('/am/auth?campaign=autumn');
  await expect(page.getByText(SEEDED_PRODUCTS.am[0])).toBeVisible();
  await page.getByRole('combobox', { name: 'Լեզու' }).selectOption('en');
  await expect(page).toHaveURL('/en/auth?campaign=autumn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your fuel, always at hand');
  await expect(page.getByText(SEEDED_PRODUCTS.en[0])).toBeVisible();
  await expect(page.getByText(SEEDED_PRODUCTS.am[0])).toHaveCount(0);
});

test('the choice is kept in localStorage under i18nextLng', async ({ page }) => {
  await page.goto('/am/auth');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('am');
  await page.getByRole('combobox', { name: 'Լեզու' }).selectOption('ru');
  await expect(page).toHaveURL('/ru/auth');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ru');
  // A page opened by its URL stores that URL's language too.
  await page.goto('/en/404');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Sorry, such page does not exist.',
  );
  await expect.poll(() => page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
});
