import { expect, test } from '@playwright/test';
import { signInAs } from './support/accounts';

for (const path of ['/am/auth', '/ru/privacy-policy', '/en/404']) {
  test(`${path} fits the screen without sideways scrolling @mobile`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole('combobox')).toBeVisible();
  });
}

test('a new page starts at its top @mobile', async ({ page }) => {
  await page.goto('/en/auth');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL('/en/privacy-policy');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('every section name of the sidebar stays whole on one line on a 1366 px screen', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, request, 'individual');
  const menus = { am: 'Գլխավոր մենյու', ru: 'Главное меню', en: 'Main menu' };
  for (const [language, menu] of Object.entries(menus)) {
    await page.goto(`/${language}/dashboard`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    const links = page.getByRole('navigation', { name: menu }).getByRole('link');
    await expect(links.first()).toBeVisible();
    // Lines of each link's words, counted from the boxes of its text.
    const broken = await links.evaluateAll((items) =>
      items
        .filter((link) => {
          const tops = new Set<number>();
          for (const node of link.childNodes) {
            if (node.nodeType !== Node.TEXT_NODE) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const box of range.getClientRects()) tops.add(Math.round(box.top));
          }
          return tops.size > 1;
        })
        .map((link) => link.textContent),
    );
    expect(broken, language).toEqual([]);
  }
});

test('Settings and Log out stay reachable in a short desktop window', async ({ page, request }) => {
  test.setTimeout(60_000);
  // A 1366×768 laptop at 125% scaling, less the browser's bars.
  await page.setViewportSize({ width: 1093, height: 480 });
  await signInAs(page, request, 'company');
  await page.goto('/en/dashboard');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const logout = menu.getByRole('button', { name: 'Log out' });
  await logout.scrollIntoViewIfNeeded();
  await expect(logout).toBeInViewport({ ratio: 1 });
  await expect(menu.getByRole('link', { name: 'Settings' })).toBeVisible();
});
