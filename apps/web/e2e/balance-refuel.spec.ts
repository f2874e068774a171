import { API_ROUTES, apiUrlOf, type RouteReply } from '@fuel/contract';
import { expect, test } from '@playwright/test';
import { balanceOf, completeAtPump, productId, signInNewUser, topUp } from './support/money';

test('a refuel code completed at the pump shows live, with the rest released', {
  tag: '@smoke',
}, async ({ page, request }) => {
  const session = await signInNewUser(page, request);
  const regular = await productId(request, 'Regular 92');
  await topUp(request, session, regular, 20);
  await page.goto('/en/my-balance');
  const card = page.getByRole('listitem', { name: 'Regular 92' });
  await expect(card.getByTestId('balance-value')).toHaveText('20\u00a0L');

  const refuel = page.getByRole('region', { name: 'Refuel' });
  const volume = refuel.getByLabel(/^Volume/);
  // Not above the balance (checked here), at least 1 (the contract's rule).
  await volume.fill('25');
  await refuel.getByRole('button', { name: 'Get a code' }).click();
  await expect(refuel.getByText('You have only 20\u00a0L on your balance.')).toBeVisible();
  await expect(volume).toBeFocused();
  await volume.fill('0.5');
  await refuel.getByRole('button', { name: 'Get a code' }).click();
  await expect(refuel.getByText('Must be at least 1')).toBeVisible();
  await volume.fill('20');
  await refuel.getByLabel('Station').selectOption({ label: 'Komitas, 54 Komitas Ave' });
  await refuel.getByRole('button', { name: 'Get a code' }).click();

  const panel = page.getByTestId('active-code');
  await expect(panel.getByTestId('refuel-code')).toHaveText(/^\d{6}$/);
  await expect(panel.getByRole('img', { name: /QR code for refuel code \d{6}/ })).toBeVisible();
  await expect(panel.getByText(/Valid for\s*1[45]:\d\d/)).toBeVisible();
  await expect(card.getByTestId('balance-value')).toHaveText('0\u00a0L');
  await expect(card.getByText('20\u00a0L reserved for refuel codes')).toBeVisible();
  const code = (await panel.getByTestId('refuel-code').textContent()) ?? '';

  expect(await completeAtPump(request, code, 12.5)).toMatchObject({
    dispensed: 12.5,
    released: 7.5,
  });
  const done = page.getByTestId('refuel-done');
  await expect(done).toContainText('Refuelling completed');
  await expect(done).toContainText('Dispensed 12.5\u00a0L; 7.5\u00a0L returned to your balance.');
  await expect(card.getByTestId('balance-value')).toHaveText('7.5\u00a0L');
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('region', { name: "Today's refuels" })).toContainText(
    '12.5\u00a0L of 20\u00a0L',
  );
  expect(await balanceOf(request, session, regular)).toEqual({ balance: 7.5, held: 0 });
});

test('a code for one of the user’s vehicles, cancelled after a confirmation', async ({
  page,
  request,
}) => {
  const session = await signInNewUser(page, request);
  const diesel = await productId(request, 'Diesel');
  await topUp(request, session, diesel, 10);
  const vehicle = await request.post(apiUrlOf(API_ROUTES.vehicles.create), {
    headers: { authorization: `Bearer ${session.access_token}` },
    data: { license_plate: '35 UU 350', model: 'Lada Niva', primary_fuel_type: diesel },
  });
  expect(vehicle.status()).toBe(200);
  await page.goto('/en/my-balance');
  const refuel = page.getByRole('region', { name: 'Refuel' });
  await refuel.getByLabel(/^Volume/).fill('4.25');
  await refuel.getByLabel('Vehicle').selectOption({ label: '35 UU 350 · Lada Niva' });
  await refuel.getByRole('button', { name: 'Get a code' }).click();
  const panel = page.getByTestId('active-code');
  await expect(panel.getByTestId('refuel-code')).toHaveText(/^\d{6}$/);
  await expect(panel.getByText('Vehicle: 35 UU 350 · Lada Niva')).toBeVisible();

  await panel.getByRole('button', { name: 'Cancel code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this code?' });
  await expect(dialog).toContainText('Once removed, it cannot be undone.');
  await expect(dialog.getByRole('button', { name: 'Keep the code' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(panel).toBeVisible();

  await panel.getByRole('button', { name: 'Cancel code' }).click();
  await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(panel).toHaveCount(0);
  await expect(
    page.getByRole('listitem', { name: 'Diesel' }).getByTestId('balance-value'),
  ).toHaveText('10\u00a0L');
  expect(await balanceOf(request, session, diesel)).toEqual({ balance: 10, held: 0 });

  // The history's detail of the cancelled code still names the vehicle it was for.
  const history = await request.get(`${apiUrlOf(API_ROUTES.transactions.list)}?type=charging`, {
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  const { data } = (await history.json()) as RouteReply<typeof API_ROUTES.transactions.list>;
  await page.goto(`/en/transactions/${data[0]?.id}`);
  await expect(page.getByText('35 UU 350 · Lada Niva')).toBeVisible();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a new code comes into view with focus and keeps the screen on while shown @phone', async ({
    page,
    request,
  }) => {
    // A Screen Wake Lock that records what the page asks of it.
    await page.addInitScript(() => {
      const log: string[] = [];
      Object.assign(window, { wakeLog: log });
      Object.defineProperty(navigator, 'wakeLock', {
        configurable: true,
        value: {
          request: async (type: string) => {
            log.push(`request:${type}`);
            return { release: async () => void log.push('release') };
          },
        },
      });
    });
    const wakeLog = () => page.evaluate(() => (window as unknown as { wakeLog: string[] }).wakeLog);
    const session = await signInNewUser(page, request);
    const regular = await productId(request, 'Regular 92');
    await topUp(request, session, regular, 20);
    await page.goto('/en/my-balance');
    const refuel = page.getByRole('region', { name: 'Refuel' });
    await refuel.getByLabel(/^Volume/).fill('5');
    await refuel.getByRole('button', { name: 'Get a code' }).click();

    const panel = page.getByTestId('active-code');
    await expect(panel).toBeFocused();
    await expect(panel.getByTestId('refuel-code')).toBeInViewport({ ratio: 1 });
    await expect.poll(wakeLog).toEqual(['request:screen']);

    await panel.getByRole('button', { name: 'Cancel code' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(panel).toHaveCount(0);
    await expect.poll(wakeLog).toEqual(['request:screen', 'release']);
  });
});
