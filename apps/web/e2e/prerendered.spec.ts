import { expect, test } from '@playwright/test';
import { signInAs } from './support/accounts';
import { holdRequests } from './support/hold';

/** The sign-in page's title and headline in each language, as its texts give them. */
const SIGN_IN = {
  am: { lang: 'hy', title: 'Մուտք · Fuel Cabinet', headline: 'Ձեր վառելիքը՝ միշտ ձեռքի տակ' },
  en: { lang: 'en', title: 'Sign in · Fuel Cabinet', headline: 'Your fuel, always at hand' },
  ru: { lang: 'ru', title: 'Вход · Fuel Cabinet', headline: 'Ваше топливо всегда под рукой' },
} as const;

for (const [language, text] of Object.entries(SIGN_IN)) {
  test(`/${language}/auth arrives drawn, in its language, before any script runs`, async ({
    request,
  }) => {
    const reply = await request.get(`/${language}/auth`);
    expect(reply.status()).toBe(200);
    const html = await reply.text();
    expect(html).toContain(`<html lang="${text.lang}"`);
    expect(html).toContain(`<title>${text.title}</title>`);
    expect(html).toContain(text.headline);
    expect(html).toContain('data-prerendered="auth"');
  });
}

test('without JavaScript the drawn sign-in page still shows its form', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/auth');
  await expect(page).toHaveTitle(SIGN_IN.en.title);
  await expect(page.getByRole('heading', { level: 1, name: SIGN_IN.en.headline })).toBeVisible();
  await expect(page.getByLabel('E-mail or phone number')).toBeVisible();
  await context.close();
});

test('the app takes the drawn page over without redrawing it, then works', async ({ page }) => {
  // Counts every node taken out of the drawn page: a fresh render would replace them all.
  await page.addInitScript(() => {
    const w = window as unknown as { removedFromDrawing: number };
    w.removedFromDrawing = 0;
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (!root) return;
      new MutationObserver((records) => {
        for (const record of records) w.removedFromDrawing += record.removedNodes.length;
      }).observe(root, { childList: true });
    });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto('/ru/auth');
  const field = page.getByLabel('Эл. почта или номер телефона');
  await field.fill('nobody@example.com');
  await page.getByRole('button', { name: 'Продолжить' }).click();
  // The form validates in the app: the password is required.
  await expect(page.getByLabel('Пароль', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Это поле обязательно')).toBeVisible();
  expect(
    await page.evaluate(
      () => (window as unknown as { removedFromDrawing: number }).removedFromDrawing,
    ),
  ).toBe(0);
  expect(errors).toEqual([]);

  // Each page names the browser's tab after itself as the visitor moves on.
  await page.getByRole('link', { name: 'Зарегистрироваться' }).click();
  await expect(page).toHaveTitle(/^Регистрация · Fuel Cabinet$/);
});

test('the drawn form waits for the app: nothing typed is lost, no password in an address', async ({
  page,
}) => {
  // Holds the app's code back, so the drawn page stays on its own for as long as the test likes.
  const code = await holdRequests(page, '**/assets/*.js');
  await page.goto('/en/auth', { waitUntil: 'commit' });
  const identifier = page.getByLabel('E-mail or phone number');
  await expect(identifier).toBeVisible();
  // Drawn, but not yet usable: neither typed text nor a submit can reach the browser's own form.
  await expect(identifier).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();

  const sent: unknown[] = [];
  await page.route('**/api/login', async (route) => {
    sent.push(route.request().postDataJSON());
    await route.fulfill({ status: 401, json: { message: 'No', errors: [] } });
  });
  code.release();
  // Playwright waits for the fields to be enabled: these are typed the moment the app allows.
  await identifier.fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect
    .poll(() => sent)
    .toEqual([
      expect.objectContaining({ identifier: 'nobody@example.com', password: 'Secret123' }),
    ]);
  expect(page.url()).not.toContain('Secret123');
});

test('a signed-in visitor on the drawn sign-in page goes on to Main', async ({ page, request }) => {
  await signInAs(page, request, 'individual');
  await page.goto('/en/auth');
  await expect(page).toHaveURL('/en/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(SIGN_IN.en.headline)).toHaveCount(0);
});

test('the drawn privacy policy keeps "1." in its headings once the app takes it over', async ({
  page,
}) => {
  await page.goto('/en/privacy-policy', { waitUntil: 'networkidle' });
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  const sections = headings.filter((text) => /^\d/.test(text));
  expect(sections.length).toBeGreaterThan(3);
  // The drawn "1." and the app's own number were once two texts that became "1..".
  expect(sections).toEqual(sections.map((text, i) => text.replace(/^\d+\.+/, `${i + 1}.`)));
});
