import { expect, test } from '@playwright/test';
import { balanceOf, CARDS, payOnSandbox, productId, signInNewUser } from './support/money';

test('a card saved while paying buys again in one step and can be removed', async ({
  page,
  request,
}) => {
  const session = await signInNewUser(page, request);
  const diesel = await productId(request, 'Diesel');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/my-balance');
  const saved = page.getByRole('region', { name: 'Saved cards' });
  await expect(saved.getByText('You have no saved cards')).toBeVisible();

  // First purchase on the bank's page, with "save this card".
  const buy = page.getByRole('region', { name: 'Buy fuel' });
  await buy.getByLabel('Fuel type').selectOption({ label: 'Diesel' });
  await buy.getByLabel(/^Quantity/).fill('10');
  await buy.getByLabel('Save this card for one-step buying').check();
  await buy.getByRole('button', { name: /^Pay / }).click();
  await expect(page.locator('#saveCard')).toBeChecked();
  await payOnSandbox(page, CARDS.approve);
  await expect(page.getByRole('heading', { name: 'Fuel added to your balance' })).toBeVisible();
  const card = saved.getByRole('listitem').filter({ hasText: '1111' });
  await expect(card).toContainText('VISA');
  await expect(card).toContainText('Valid thru 12/30');
  await expect(card).toContainText('TEST USER');
  expect(await balanceOf(request, session, diesel)).toEqual({ balance: 10, held: 0 });

  // Second purchase in one step: no bank page.
  await buy.getByLabel('Fuel type').selectOption({ label: 'Diesel' });
  await buy.getByLabel('Pay with').selectOption({ label: 'VISA •••• 1111 (12/30)' });
  await expect(buy.getByLabel('Save this card for one-step buying')).toHaveCount(0);
  await buy.getByLabel(/^Quantity/).fill('5');
  await buy.getByRole('button', { name: /^Pay / }).click();
  // The answer stays under the form (not a toast gone in seconds).
  const answer = buy.getByRole('status').filter({ hasText: 'Payment received' });
  await expect(answer).toContainText('Payment received: 5 L of Diesel added to your balance.');
  await expect(answer).toContainText('Your balance is now 15\u00a0L.');
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expect(page).toHaveURL('/en/my-balance');
  await expect(
    page.getByRole('listitem', { name: 'Diesel' }).getByTestId('balance-value'),
  ).toHaveText('15\u00a0L');
  expect(await balanceOf(request, session, diesel)).toEqual({ balance: 15, held: 0 });

  // Removing asks first; keeping it changes nothing.
  await card.getByRole('button', { name: 'Remove card ending 1111' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove the card ending 1111?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Remove card ending 1111' }).click();
  await dialog.getByRole('button', { name: 'Remove card' }).click();
  await expect(saved.getByText('You have no saved cards')).toBeVisible();
  await expect(buy.getByLabel('Pay with')).toHaveCount(0);
  expect(await balanceOf(request, session, diesel)).toEqual({ balance: 15, held: 0 });
});
