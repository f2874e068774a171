import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { balanceOf, CARDS, payOnSandbox, productId, signInNewUser } from './support/money';

test('buying fuel with the approve card credits the balance exactly once', async ({
  page,
  request,
}) => {
  const session = await signInNewUser(page, request);
  const regular = await productId(request, 'Regular 92');
  await page.goto('/en/my-balance');
  await expect(page.getByText('No data')).toBeVisible();
  const buy = page.getByRole('region', { name: 'Buy fuel' });
  await buy.getByLabel('Fuel type').selectOption({ label: 'Regular 92' });
  const quantity = buy.getByLabel(/^Quantity/);
  // SPEC §5: whole units, at least 1.
  await quantity.fill('1.5');
  await buy.getByRole('button', { name: /^Pay/ }).click();
  await expect(buy.getByText('Enter a whole number')).toBeVisible();
  await quantity.fill('20');
  await expect(buy.getByTestId('buy-amount')).toHaveText(/^\d{1,3}(,\d{3})*\u00a0֏$/);
  const amount = await buy.getByTestId('buy-amount').textContent();
  await buy.getByRole('button', { name: `Pay ${amount}` }).click();

  const returned = page.waitForRequest(
    (r) => r.isNavigationRequest() && r.url().includes('orderId='),
  );
  await payOnSandbox(page, CARDS.approve);
  const returnUrl = (await returned).url();
  await expect(page.getByRole('heading', { name: 'Fuel added to your balance' })).toBeVisible();
  await expect(page).toHaveURL('/en/my-balance');
  const card = page.getByRole('listitem', { name: 'Regular 92' });
  await expect(card.getByTestId('balance-value')).toHaveText('20\u00a0L');
  await expect(
    page
      .locator('[data-sonner-toast][data-type="success"]')
      .filter({ hasText: 'Your balance is now 20' }),
  ).toBeVisible();

  // The bank's return address opened again: the order is already settled, nothing more is added.
  await page.goto(returnUrl);
  await expect(page.getByRole('heading', { name: 'Fuel added to your balance' })).toBeVisible();
  await expect(page).toHaveURL('/en/my-balance');
  await expect(card.getByTestId('balance-value')).toHaveText('20\u00a0L');
  expect(await balanceOf(request, session, regular)).toEqual({ balance: 20, held: 0 });
});

test('a declined card shows why and leaves the balance as it was', async ({ page, request }) => {
  const session = await signInNewUser(page, request);
  const diesel = await productId(request, 'Diesel');
  await page.goto('/en/my-balance');
  const buy = page.getByRole('region', { name: 'Buy fuel' });
  await buy.getByLabel('Fuel type').selectOption({ label: 'Diesel' });
  await buy.getByLabel(/^Quantity/).fill('5');
  await buy.getByRole('button', { name: /^Pay / }).click();
  await payOnSandbox(page, CARDS.decline);
  await expect(page.getByRole('heading', { name: 'The payment did not go through' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your balance has not changed' }),
  ).toBeVisible();
  await expect(page).toHaveURL('/en/my-balance');
  await expect(page.getByText('No data')).toBeVisible();
  // The panel says it; a toast would repeat the same sentence.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  expect(await balanceOf(request, session, diesel)).toEqual({ balance: 0, held: 0 });
});

test('a paid order arrives even when the browser never comes back from the bank', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const session = await signInNewUser(page, request);
  const premium = await productId(request, 'Premium 95');
  await page.goto('/en/my-balance');
  const buy = page.getByRole('region', { name: 'Buy fuel' });
  await buy.getByLabel('Fuel type').selectOption({ label: 'Premium 95' });
  await buy.getByLabel(/^Quantity/).fill('7');
  await buy.getByRole('button', { name: /^Pay / }).click();
  // The tab is closed as the bank sends it back: the return address is never opened.
  await page.route('**/my-balance?orderId=*', (route) => route.abort());
  const leaving = page.waitForRequest('**/my-balance?orderId=*');
  await payOnSandbox(page, CARDS.approve);
  await leaving;
  // The new tab opens before the old one closes: a context left with no page for a moment once
  // hung the browser's next new tab for the rest of the test (Target.createTarget).
  const later = await context.newPage();
  await page.close();

  await later.goto('/en/my-balance');
  const card = later.getByRole('listitem', { name: 'Premium 95' });
  // The reconciler runs every 5 s and asks about an open order at least every 15 s
  // (MAINTENANCE_INTERVAL_SECONDS, RECONCILE_MAX_BACKOFF_SECONDS).
  await expect(async () => {
    await later.reload();
    await expect(card.getByTestId('balance-value')).toHaveText('7\u00a0L', { timeout: 3_000 });
  }).toPass({ timeout: 60_000, intervals: [1_000] });
  expect(await balanceOf(request, session, premium)).toEqual({ balance: 7, held: 0 });
});

test('a bank page left unpaid can be taken up again from its transaction', async ({
  page,
  request,
}) => {
  const session = await signInNewUser(page, request);
  const diesel = await productId(request, 'Diesel');
  await page.goto('/en/my-balance');
  const buy = page.getByRole('region', { name: 'Buy fuel' });
  await buy.getByLabel('Fuel type').selectOption({ label: 'Diesel' });
  await buy.getByLabel(/^Quantity/).fill('3');
  await buy.getByRole('button', { name: /^Pay / }).click();
  await expect(page.locator('#pan')).toBeVisible();
  // The payer leaves the bank's page without paying.
  await page.goto('/en/transactions?type=buying');
  await page.getByRole('table').getByRole('link').first().click();
  const resume = page.getByRole('link', { name: "Continue on the bank's page" });
  await expect(resume).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await resume.click();
  await payOnSandbox(page, CARDS.approve);
  await expect(page.getByRole('heading', { name: 'Fuel added to your balance' })).toBeVisible();
  expect(await balanceOf(request, session, diesel)).toEqual({ balance: 3, held: 0 });
});
