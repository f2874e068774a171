import { API_ROUTES, apiUrlOf, type RouteReply } from '@fuel/contract';
import { expect, test } from '@playwright/test';
import { apiLogin, createUser, seedSession, signInAs } from './support/accounts';

const expired = {
  status: 498,
  contentType: 'application/json',
  body: JSON.stringify({
    message: 'Your sign-in has expired.',
    errors: [{ code: 'ACCESS_TOKEN_EXPIRED', message: 'Your sign-in has expired.' }],
  }),
};

test('a 498 mid-session is refreshed once, the request retried, and the page keeps working', async ({
  page,
  request,
}) => {
  const session = await signInAs(page, request, 'individual', { fresh: true });
  let meCalls = 0;
  await page.route('**/api/user/me', (route) => {
    meCalls += 1;
    return meCalls === 1 ? route.fulfill(expired) : route.continue();
  });
  const refreshes: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith(apiUrlOf(API_ROUTES.auth.refresh)) && r.method() === 'POST')
      refreshes.push(r.url());
  });

  await page.goto('/en/dashboard');
  await expect(page.getByRole('banner')).toContainText(`ID ${session.user_id}`);
  await expect.poll(() => meCalls).toBe(2);
  expect(refreshes).toHaveLength(1);
  // Both rotated tokens are kept.
  const stored = await page.evaluate(() => [
    localStorage.getItem('access_token'),
    localStorage.getItem('refresh_token'),
  ]);
  expect(stored[0]).not.toBe(session.access_token);
  expect(stored[1]).not.toBe(session.refresh_token);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'My vehicles' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'My vehicles' })).toBeVisible();
});

test('a reused refresh token ends the session with 497 and the user signs in again', async ({
  page,
  request,
}) => {
  const user = await createUser(request);
  const session = await apiLogin(request, user.email, user.password);
  // Rotate once, then wait out the two-tab grace window (REFRESH_GRACE_SECONDS, 2 s in
  // playwright.config.ts): the old token is now a reuse. A fixed wait: any request that could
  // tell the window is over would itself be a use of a token of this family.
  const rotated = await request.post(apiUrlOf(API_ROUTES.auth.refresh), {
    data: { refresh_token: session.refresh_token },
  });
  expect(rotated.status()).toBe(200);
  await page.waitForTimeout(2_500);

  await seedSession(page, session);
  await page.route('**/api/user/me', (route) => route.fulfill(expired));
  await page.goto('/ru/dashboard');
  await expect(page).toHaveURL('/ru/auth');
  await expect(page.getByText('Ваш сеанс завершён. Пожалуйста, войдите снова.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeNull();
  // The whole family is revoked: the token from the rotation no longer works either.
  const { refresh_token } = (await rotated.json()) as RouteReply<typeof API_ROUTES.auth.refresh>;
  const after = await request.post(apiUrlOf(API_ROUTES.auth.refresh), { data: { refresh_token } });
  expect(after.status()).toBe(497);
});

test('a rejected access token (401) clears storage and goes to sign in', async ({ page }) => {
  await seedSession(page, {
    access_token: 'not-a-token',
    refresh_token: 'nor-this',
    user_type: 'individual',
    user_full_name: 'Nobody',
    user_profile_picture: null,
    user_id: 1000000,
  });
  await page.goto('/en/vehicles');
  await expect(page).toHaveURL('/en/auth');
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});

test('a signed-in user opening the sign-in page goes to the dashboard', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'individual');
  await page.goto('/en/auth');
  await expect(page).toHaveURL('/en/dashboard');
  await page.goto('/');
  await expect(page).toHaveURL('/am/dashboard');
  await page.goto('/xx/whatever');
  await expect(page).toHaveURL('/am/dashboard');
});

test('logout from the sidebar shows the reply as a success toast and returns to sign in', async ({
  page,
  request,
}) => {
  const session = await signInAs(page, request, 'individual', { fresh: true });
  await page.goto('/en/transactions');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'Log out' })
    .click();
  await expect(page).toHaveURL('/en/auth');
  const toast = page.locator('[data-sonner-toast][data-type="success"]', {
    hasText: 'You have signed out.',
  });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute('data-x-position', 'right');
  const keys = await page.evaluate(() => Object.keys(localStorage));
  expect(keys).not.toContain('access_token');
  expect(keys).not.toContain('user_info');
  // The server revoked the session too.
  const refresh = await request.post(apiUrlOf(API_ROUTES.auth.refresh), {
    data: { refresh_token: session.refresh_token },
  });
  expect(refresh.status()).toBe(497);
});
