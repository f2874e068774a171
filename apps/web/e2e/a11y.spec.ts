import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInAs } from './support/accounts';
import { seriousViolations } from './support/axe';

const pages = [
  ['/am/auth', 'Ռեգուլյար 92'],
  ['/en/auth', 'Regular 92'],
  ['/am/privacy-policy', null],
  ['/ru/privacy-policy', null],
  ['/en/404', null],
  ['/ru/404', null],
] as const;

for (const [path, ready] of pages) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (ready) await expect(page.getByText(ready)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('every part of the full-screen pages sits in a landmark @mobile', async ({
  page,
  request,
}) => {
  const unplaced = async () =>
    (await new AxeBuilder({ page }).withRules(['region']).analyze()).violations.flatMap((v) =>
      v.nodes.map((n) => n.target.join(' ')),
    );
  await page.goto('/am/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Վերադարձ և լեզու' })).toBeVisible();
  expect(await unplaced()).toEqual([]);
  await signInAs(page, request, 'individual');
  await page.goto('/en/more');
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  expect(await unplaced()).toEqual([]);
});

test('the skip link is the first stop and jumps to the content', async ({ page }) => {
  await page.goto('/en/auth');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
