import { randomUUID } from 'node:crypto';
import { API_ROUTES, apiUrlOf, type RouteReply } from '@fuel/contract';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type Session, seedSession } from './support/accounts';
import { connect, newIndividual } from './support/friends';
import { productId, topUp } from './support/money';

const auth = (s: Session) => ({ Authorization: `Bearer ${s.access_token}` });

/** The reader's own history row of one type, as the Transactions page lists it. */
async function transactionOf(request: APIRequestContext, reader: Session, type: string) {
  const reply = await request.get(`${apiUrlOf(API_ROUTES.transactions.list)}?type=${type}`, {
    headers: auth(reader),
  });
  const { data } = (await reply.json()) as RouteReply<typeof API_ROUTES.transactions.list>;
  expect(data).toHaveLength(1);
  return data[0]?.id ?? '';
}

const messageAbout = (page: Page, text: RegExp) =>
  page.getByRole('main').getByRole('listitem').filter({ hasText: text });

test('Open on a message about a transfer or a purchase opens that transaction @mobile', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  if (testInfo.project.name === 'mobile') await page.setViewportSize({ width: 390, height: 844 });
  const sender = await newIndividual(request, 'Sender');
  const reader = await newIndividual(request, 'Reader');
  await connect(request, sender, reader);
  const regular = await productId(request, 'Regular 92');
  await topUp(request, sender, regular, 20);
  // The reader has two movements: a purchase of their own, then fuel from a friend.
  await topUp(request, reader, regular, 3);
  const sent = await request.post(apiUrlOf(API_ROUTES.friends.transfer), {
    headers: { ...auth(sender), 'Idempotency-Key': randomUUID() },
    data: {
      recipient_id: reader.user_id,
      product_id: regular,
      quantity: 4,
      note: 'Keys are <b>under</b> the mat',
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const transfer = await transactionOf(request, reader, 'transfer');
  const purchase = await transactionOf(request, reader, 'buying');

  await seedSession(page, reader);
  await page.goto('/en/messages');
  await messageAbout(page, /sent you 4 L/)
    .getByRole('button', { name: 'Open' })
    .click();
  await expect(page).toHaveURL(`/en/transactions/${transfer}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer' })).toBeVisible();
  await expect(page.getByText('+4 L')).toBeVisible();
  await expect(page.getByText(transfer, { exact: true })).toBeVisible();
  // The note sent with it, as text.
  await expect(
    page.getByRole('definition').filter({ hasText: 'Keys are <b>under</b> the mat' }),
  ).toBeVisible();
  // One press of Back and the messages are there again.
  await page.goBack();
  await expect(page).toHaveURL('/en/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();

  await messageAbout(page, /Payment received: 3 L/)
    .getByRole('button', { name: 'Open' })
    .click();
  await expect(page).toHaveURL(`/en/transactions/${purchase}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Buying' })).toBeVisible();
  await expect(page.getByText(purchase, { exact: true })).toBeVisible();
  // The page's own way back leads to the messages too.
  await page.getByRole('link', { name: 'Back to messages' }).click();
  await expect(page).toHaveURL('/en/messages');
});
