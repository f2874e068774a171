import { API_ROUTES, apiUrlOf, type RouteReply } from '@fuel/contract';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiLogin, type Session, seedSession } from './support/accounts';
import { holdRequests } from './support/hold';
import { signInNewUser } from './support/money';

const auth = (s: Session) => ({ Authorization: `Bearer ${s.access_token}` });

/** The message about the fuel bought by `buyFuel`, in the page's list. */
const messageAboutRegular = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: /Regular 92/ });

/** The message that the purchase's receipt is ready, in the page's list. */
const receiptReady = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: /Your receipt No\. \d+ is ready/ });

/**
 * Resolves once the page's live stream is open: from then on the server sends the page each new
 * event as it happens (one made just before reaches it as the stream's opening replay).
 */
const liveStreamOpen = (page: Page) =>
  page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === apiUrlOf(API_ROUTES.events.stream) &&
      response.status() === 200,
  );

/** Buys 5 L through the sandbox bank without a browser: register, pay, sync. */
async function buyFuel(request: APIRequestContext, session: Session) {
  const products = await request.get(`${apiUrlOf(API_ROUTES.products.list)}?limit=100`, {
    headers: { 'Accept-Language': 'en' },
  });
  const { data } = (await products.json()) as RouteReply<typeof API_ROUTES.products.list>;
  const product = data.find((p) => p.name === 'Regular 92');
  const reply = await request.post(apiUrlOf(API_ROUTES.payments.register), {
    headers: auth(session),
    data: { product_id: product?.id, quantity: 5 },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  const { formUrl } = (await reply.json()) as RouteReply<typeof API_ROUTES.payments.register>;
  const url = new URL(formUrl);
  const mdOrder = url.searchParams.get('mdOrder') ?? '';
  const paid = await request.post(url.pathname, {
    form: {
      mdOrder,
      language: 'en',
      pan: '4111 1111 1111 1111',
      expiry: '12/30',
      cvc: '123',
      cardholder: 'TEST USER',
      action: 'pay',
    },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  await request.get(apiUrlOf(API_ROUTES.payments.sync, { orderId: mdOrder }), {
    headers: auth(session),
  });
}

test('a message arrives in an open tab without reload; read, open and delete it', async ({
  page,
  request,
}) => {
  const session = await signInNewUser(page, request);
  const live = liveStreamOpen(page);
  await page.goto('/en/messages');
  await live;
  await expect(page.getByText('You have no messages')).toBeVisible();
  const bell = page.getByRole('banner').getByRole('link', { name: /^Messages/ });
  await expect(bell).toHaveAccessibleName('Messages');

  await buyFuel(request, session);
  // Live: a toast with the message, the bell's count and the list, with no reload. The paid
  // purchase's receipt, once the fiscal register has printed it, is a second message.
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: /Regular 92/ })).toBeVisible();
  await expect(bell).toHaveAccessibleName('Messages, unread: 2');
  const item = messageAboutRegular(page);
  await expect(item).toBeVisible();

  const receipt = receiptReady(page);
  await expect(receipt).toBeVisible();

  await item.getByRole('button', { name: 'Mark as read' }).click();
  await expect(bell).toHaveAccessibleName('Messages, unread: 1');
  await expect(item.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);

  await item.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/en\/transactions\/[0-9a-f-]{36}$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/messages$/);
  await item.getByRole('button', { name: /^Delete the message/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this message?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(item).toHaveCount(0);
  // The receipt's message leads to the receipt.
  await receipt.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/en\/receipts\/[0-9a-f-]{36}$/);
});

test('a message sent while the page is still opening its live stream is not missed', async ({
  page,
  request,
}) => {
  const session = await signInNewUser(page, request);
  const stream = await holdRequests(
    page,
    (url) => url.pathname === apiUrlOf(API_ROUTES.events.stream),
  );
  await page.goto('/en/messages');
  await expect(page.getByText('You have no messages')).toBeVisible();
  await expect.poll(stream.count).toBeGreaterThan(0);
  // The list was read before the purchase, and the stream opens after it.
  await buyFuel(request, session);
  stream.release();
  await expect(messageAboutRegular(page)).toBeVisible();
  // The purchase's receipt follows once the fiscal register has printed it: two messages, each
  // counted once, whichever reached the page by the stream's opening replay.
  await expect(receiptReady(page)).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: /^Messages/ }),
  ).toHaveAccessibleName('Messages, unread: 2');
});

test('going back while the opened page is still loading draws the list again', async ({
  page,
  request,
}) => {
  const session = await signInNewUser(page, request);
  // The transaction page's code is held back, as on a slow link, until the list is drawn again.
  const code = await holdRequests(page, /\/assets\/transaction-[^/]*\.js$/);
  // The message exists before the page opens: this is about going back, not about its arrival.
  await buyFuel(request, session);
  await page.goto('/en/messages');
  const item = messageAboutRegular(page);
  await item.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/en\/transactions\/[0-9a-f-]{36}$/);
  await expect.poll(code.count).toBeGreaterThan(0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(item).toBeVisible();
  code.release();
});

test('the demo account reads its messages in Armenian with paging', async ({ page, request }) => {
  const session = await apiLogin(request, 'ani@demo.fuel-cabinet.am', 'DemoPass1');
  await seedSession(page, session);
  await page.goto('/am/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Հաղորդագրություններ' })).toBeVisible();
  await expect(page.getByText(/Հաղորդագրություններ՝ \d+/)).toBeVisible();
});
