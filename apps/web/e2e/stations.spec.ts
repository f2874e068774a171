import { expect, test } from '@playwright/test';
import { signInAs } from './support/accounts';

test('Our stations lists prices, hours and directions, filtered by fuel in the URL', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'company');
  await page.goto('/en/stations');
  await expect(page.getByRole('heading', { level: 1, name: 'Our stations' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const all = await cards.count();
  await expect(cards.first().getByText(/Hours: (24\/7|\d\d:\d\d–\d\d:\d\d)/)).toBeVisible();
  await expect(cards.first().getByText(/^(Open now|Closed)$/)).toBeVisible();
  const directions = cards.first().getByRole('link', { name: /Directions/ });
  await expect(directions).toHaveAttribute('href', /google\.com\/maps\/dir\/\?api=1&destination=/);
  await expect(directions).toHaveAttribute('target', '_blank');
  await expect(directions).toHaveAttribute('rel', /noopener/);

  await page.getByLabel('Fuel', { exact: true }).selectOption({ label: 'CNG (natural gas)' });
  await expect(page).toHaveURL(/\?fuel=/);
  await expect(page.getByRole('status').filter({ hasText: 'Stations found' })).toBeVisible();
  await expect(async () => {
    const filtered = await cards.count();
    expect(filtered).toBeLessThanOrEqual(all);
    for (const card of await cards.all()) await expect(card).toContainText('CNG (natural gas)');
  }).toPass();
  await page.reload();
  await expect(page.getByLabel('Fuel', { exact: true })).toHaveValue(/.+/);
});
