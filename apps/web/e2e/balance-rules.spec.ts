import { randomUUID } from 'node:crypto';
import { API_ROUTES, apiUrlOf, type RouteReply } from '@fuel/contract';
import { expect, test } from '@playwright/test';
import { balanceOf, completeAtPump, productId, signInNewUser, topUp } from './support/money';

test('a fall below the threshold buys the set quantity with the saved card, once', async ({
  page,
  request,
}) => {
  // A payment, a refuel at the pump and the background purchase in one test.
  test.setTimeout(90_000);
  const session = await signInNewUser(page, request);
  const auth = { Authorization: `Bearer ${session.access_token}` };
  const diesel = await productId(request, 'Diesel');
  await topUp(request, session, diesel, 20, { saveCard: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/my-balance');
  const rules = page.getByRole('region', { name: 'Alerts and automatic top-up' });
  // The form's code comes as its panel nears the screen.
  await rules.scrollIntoViewIfNeeded();
  await rules.getByLabel('Fuel type').selectOption({ label: 'Diesel' });
  await rules.getByLabel(/^Alert when the balance is below/).fill('15');
  await rules.getByLabel('Top up automatically').check();
  await rules.getByLabel(/^Buy,/).fill('10');
  await expect(rules.getByLabel('With card')).toHaveValue(/.+/);
  await rules.getByLabel('At most per month, AMD').fill('100000');
  await rules.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.locator('[data-sonner-toast][data-type="success"]').filter({ hasText: 'Settings saved.' }),
  ).toBeVisible();

  // 12 L taken at the pump: 20 -> 8, below 15, so 10 L are bought with the saved card.
  const created = await request.post(apiUrlOf(API_ROUTES.refuels.create), {
    headers: { ...auth, 'Idempotency-Key': randomUUID() },
    data: { product_id: diesel, volume: 12 },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { code } = (await created.json()) as RouteReply<typeof API_ROUTES.refuels.create>;
  await completeAtPump(request, code ?? '', 12);

  await expect
    .poll(() => balanceOf(request, session, diesel), { timeout: 30_000 })
    .toEqual({ balance: 18, held: 0 });
  await expect(
    page.getByRole('listitem', { name: 'Diesel' }).getByTestId('balance-value'),
  ).toHaveText('18\u00a0L');
  await page.reload();
  await rules.scrollIntoViewIfNeeded();
  await rules.getByLabel('Fuel type').selectOption({ label: 'Diesel' });
  await expect(rules.getByLabel(/^Alert when the balance is below/)).toHaveValue('15');
  await expect(rules.getByText(/^Spent this month: /)).toBeVisible();

  await page.goto('/en/transactions');
  await expect(page.getByText(/automatic top-up/).filter({ visible: true })).toHaveCount(1);
  // Still above the threshold afterwards: nothing more was bought.
  expect(await balanceOf(request, session, diesel)).toEqual({ balance: 18, held: 0 });

  // Removing asks first; keeping it changes nothing.
  await page.goto('/en/my-balance');
  await rules.scrollIntoViewIfNeeded();
  await rules.getByLabel('Fuel type').selectOption({ label: 'Diesel' });
  await rules.getByRole('button', { name: 'Remove alert and top-up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove the alert and automatic top-up?' });
  await dialog.getByRole('button', { name: 'Keep' }).click();
  await expect(dialog).toBeHidden();
  await rules.getByRole('button', { name: 'Remove alert and top-up' }).click();
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(rules.getByRole('button', { name: 'Remove alert and top-up' })).toHaveCount(0);
  await expect(rules.getByLabel(/^Alert when the balance is below/)).toHaveValue('');
});

/** The alert and top-up panel's heading in Armenian. */
const RULES_AM = 'Ծանուցում և ավտոմատ համալրում';

test('the alert choice is written in Armenian words only on a 390 px phone @phone', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInNewUser(page, request);
  await page.goto('/am/my-balance');
  // The alert form's code comes as its panel nears the screen.
  await page.getByRole('region', { name: RULES_AM }).scrollIntoViewIfNeeded();
  const alert = page.getByText(/^Ուղարկել հաղորդագրություն/);
  await expect(alert).toBeVisible({ timeout: 15_000 });
  expect(await alert.textContent()).not.toMatch(/[A-Za-z]/);
});
