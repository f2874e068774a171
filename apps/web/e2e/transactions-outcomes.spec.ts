import { API_ROUTES, apiUrlOf, type RouteReply } from '@fuel/contract';
import { type APIRequestContext, expect, test } from '@playwright/test';
import type { Session } from './support/accounts';
import { CARDS, productId, signInNewUser, topUp } from './support/money';

const auth = (session: Session) => ({ Authorization: `Bearer ${session.access_token}` });

/** A purchase that ends on the sandbox bank page with `form` (a card, or Cancel). */
async function purchase(
  request: APIRequestContext,
  session: Session,
  product: string,
  form: Record<string, string>,
) {
  // The bank's reason is kept in the language of the purchase.
  const reply = await request.post(apiUrlOf(API_ROUTES.payments.register), {
    headers: { ...auth(session), 'Accept-Language': 'en' },
    data: { product_id: product, quantity: 5 },
  });
  const { formUrl } = (await reply.json()) as RouteReply<typeof API_ROUTES.payments.register>;
  const url = new URL(formUrl);
  const mdOrder = url.searchParams.get('mdOrder') ?? '';
  await request.post(url.pathname, {
    form: { mdOrder, language: 'en', expiry: '12/30', cvc: '123', cardholder: 'T U', ...form },
    maxRedirects: 0,
  });
  await request.get(apiUrlOf(API_ROUTES.payments.sync, { orderId: mdOrder }), {
    headers: auth(session),
  });
}

test('what did not happen shows as cancelled or declined, muted, with no fuel moved', async ({
  page,
  request,
}) => {
  const session = await signInNewUser(page, request);
  const diesel = await productId(request, 'Diesel');
  await topUp(request, session, diesel, 10);
  await purchase(request, session, diesel, { pan: CARDS.decline, action: 'pay' });
  await purchase(request, session, diesel, { pan: '', action: 'cancel' });
  const code = await request.post(apiUrlOf(API_ROUTES.refuels.create), {
    headers: auth(session),
    data: { product_id: diesel, volume: 4 },
  });
  const { id } = (await code.json()) as RouteReply<typeof API_ROUTES.refuels.create>;
  await request.post(apiUrlOf(API_ROUTES.refuels.cancel, { id }), { headers: auth(session) });

  await page.goto('/en/transactions');
  const rows = page.getByRole('table', { name: 'Your transactions' }).locator('tbody tr');
  // The first visit loads the screen's code and catalogs: a busy machine may take a while.
  await expect(rows).toHaveCount(4, { timeout: 30_000 });
  // Newest first: the cancelled code, the payment cancelled on the bank page, the decline, the paid one.
  const statuses = ['Cancelled', 'Cancelled', 'Declined', 'Success'];
  for (const [i, status] of statuses.entries())
    await expect(rows.nth(i).getByRole('img', { name: status })).toBeVisible();
  for (const i of [0, 1, 2]) await expect(rows.nth(i).locator('td').nth(4)).toHaveText('—');
  await expect(rows.nth(3).locator('td').nth(4)).toHaveText('+10 L');
  await expect(page.getByText('−4 L')).toHaveCount(0);
  await expect(page.getByText('+5 L')).toHaveCount(0);

  // The decline says so, with the bank's reason, and what was asked for.
  await rows.nth(2).getByRole('link').click();
  await expect(page.getByText('Declined · Not enough money on the card')).toBeVisible();
  await expect(page.getByText('No fuel moved')).toBeVisible();
  await expect(page.getByText('Asked for')).toBeVisible();
  await expect(page.getByText('5 L', { exact: true })).toBeVisible();

  // Main's recent list tells the same story.
  await page.goto('/en');
  const recent = page.locator('section[aria-labelledby="dash-transactions"]');
  await expect(recent.getByText('Cancelled')).toHaveCount(2);
  await expect(recent.getByText('Declined')).toHaveCount(1);
  await expect(recent.getByText('−4 L')).toHaveCount(0);

  // Phone cards too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/transactions');
  const cards = page.getByRole('list', { name: 'Your transactions' }).getByRole('listitem');
  await expect(cards.first()).toContainText('Cancelled');
  await expect(cards.first()).toContainText('—');
  await expect(cards.first()).not.toContainText('4 L');
});
