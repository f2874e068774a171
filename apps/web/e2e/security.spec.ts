import { expect, test } from '@playwright/test';
import { watchCsp } from './support/pages';

for (const path of ['/am/auth', '/en/privacy-policy', '/ru/404']) {
  test(`no Content-Security-Policy violations on ${path}`, async ({ page }) => {
    const violations = watchCsp(page);
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("style-src 'self'");
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
}

test('no violations when a toast is shown', async ({ page }) => {
  const violations = watchCsp(page);
  await page.route('**/api/products?*', (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'Server error' }),
  );
  await page.goto('/en/auth');
  await expect(page.locator('[data-sonner-toast]')).toBeVisible();
  expect(violations).toEqual([]);
});

test('index.html carries no inline script', async ({ request }) => {
  const html = await (await request.get('/en/auth')).text();
  const scripts = html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).toMatch(/<script[^>]*\ssrc="[^"]+"[^>]*><\/script>/);
});
