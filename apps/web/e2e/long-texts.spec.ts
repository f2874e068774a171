import { randomUUID } from 'node:crypto';
import { API_PREFIX, API_ROUTES, apiUrlOf } from '@fuel/contract';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiLogin, newUserDetails, type Session, seedSession } from './support/accounts';
import { connect, horizontalOverflow } from './support/friends';
import { linkIn, waitForMail } from './support/mail';
import { productId, topUp } from './support/money';

// The longest values the contract accepts, written without a single space to break at.
const NAME = 'Շ'.repeat(50);
const MODEL = 'Mercedes-BenzSprinterMaximumLongWheelbaseHighRoofCargoVan1234'.slice(0, 60);
const PLATE = 'ABCDEFGHJKLMNP';

const auth = (s: Session) => ({ Authorization: `Bearer ${s.access_token}` });

/** A confirmed individual whose first and last names are as long as allowed. */
async function longNamedUser(request: APIRequestContext): Promise<Session> {
  const user = { ...newUserDetails(NAME), last_name: NAME };
  const after = Date.now();
  const reply = await request.post(apiUrlOf(API_ROUTES.registration.register), { data: user });
  expect(reply.status(), await reply.text()).toBe(200);
  const mail = await waitForMail(user.email, { after });
  const link = linkIn(mail.text, 'confirm-email').replace(/^\/\w\w\/auth/, '');
  expect((await request.get(`${API_PREFIX}${link}`)).status()).toBe(200);
  return apiLogin(request, user.email, user.password);
}

async function fill(request: APIRequestContext, me: Session, friend: Session): Promise<void> {
  const regular = await productId(request, 'Regular 92');
  for (const [i, plate] of [PLATE, `${PLATE.slice(0, 13)}Q`].entries()) {
    const reply = await request.post(apiUrlOf(API_ROUTES.vehicles.create), {
      headers: auth(me),
      data: {
        license_plate: plate,
        model: `${MODEL.slice(0, 59)}${i}`,
        primary_fuel_type: regular,
      },
    });
    expect(reply.status(), await reply.text()).toBe(200);
  }
  await connect(request, me, friend);
  await topUp(request, me, regular, 10_000);
  const sent = await request.post(apiUrlOf(API_ROUTES.friends.transfer), {
    headers: { ...auth(me), 'Idempotency-Key': randomUUID() },
    data: { recipient_id: friend.user_id, product_id: regular, quantity: 9_999, note: null },
  });
  expect(sent.status(), await sent.text()).toBe(200);
}

/** What shows on each page once its data has arrived (the longest value it holds). */
const LOADED: Record<string, (page: Page) => ReturnType<Page['getByText']>> = {
  dashboard: (page) => page.getByText(PLATE, { exact: true }),
  'my-balance': (page) => page.getByTestId('balance-value').first(),
  vehicles: (page) => page.getByText(PLATE, { exact: true }),
  friends: (page) => page.getByText(`${NAME} ${NAME}`).first(),
  transactions: (page) => page.getByText(new RegExp(NAME)).first(),
  profile: (page) => page.getByRole('textbox').first(),
};

async function expectNoSidewaysScroll(page: Page, language: string, path: string): Promise<void> {
  await page.goto(`/${language}/${path}`);
  await expect(LOADED[path]?.(page) ?? page.locator('h1')).toBeVisible();
  expect(await horizontalOverflow(page), `/${language}/${path}`).toBeLessThanOrEqual(0);
}

test.describe('the longest names, models and plates', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('never widen a page on a 390 px phone @phone', async ({ page, request }) => {
    test.setTimeout(90_000);
    const me = await longNamedUser(request);
    const friend = await longNamedUser(request);
    await fill(request, me, friend);
    await seedSession(page, me);
    for (const language of ['en', 'am', 'ru']) {
      for (const path of Object.keys(LOADED)) await expectNoSidewaysScroll(page, language, path);
    }
    await page.goto('/en/transactions');
    await page.getByRole('list', { name: 'Your transactions' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/en\/transactions\/[0-9a-f-]{36}$/);
    await expect(page.getByText(new RegExp(NAME)).first()).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});

test('a plate stays on one line on a wide screen', async ({ page, request }) => {
  const me = await longNamedUser(request);
  const friend = await longNamedUser(request);
  await fill(request, me, friend);
  await seedSession(page, me);
  await page.setViewportSize({ width: 1366, height: 900 });
  for (const path of ['/en/dashboard', '/en/vehicles']) {
    await page.goto(path);
    const plate = page.getByText(PLATE, { exact: true }).first();
    await expect(plate).toBeVisible();
    const lines = await plate.evaluate((el) => {
      const height = el.getBoundingClientRect().height;
      const line = Number.parseFloat(getComputedStyle(el).lineHeight);
      return Math.round(height / line);
    });
    expect(lines, path).toBe(1);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  }
});
