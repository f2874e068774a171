import { expect, test } from '@playwright/test';
import { SEEDED_PRODUCTS } from './support/pages';

const titles = {
  am: 'Վառելիքի այսօրվա գները',
  en: "Today's fuel prices",
  ru: 'Цены на топливо сегодня',
};

for (const lang of ['am', 'en', 'ru'] as const) {
  test(`today's prices list the seeded products in ${lang}`, async ({ page }) => {
    await page.goto(`/${lang}/auth`);
    const panel = page.getByRole('region', { name: titles[lang] });
    const rows = panel.getByRole('listitem');
    await expect(rows).toHaveCount(SEEDED_PRODUCTS[lang].length);
    for (const name of SEEDED_PRODUCTS[lang]) await expect(panel.getByText(name)).toBeVisible();
  });
}

test('prices are in drams per litre or cubic metre', async ({ page }) => {
  await page.goto('/en/auth');
  const regular = page.getByRole('listitem').filter({ hasText: 'Regular 92' });
  await expect(regular).toContainText('480\u00a0֏');
  await expect(regular).toContainText('per litre');
  await expect(page.getByRole('listitem').filter({ hasText: 'CNG' })).toContainText('per m³');
});
