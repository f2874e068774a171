import { expect, test } from '@playwright/test';
import { createUser } from './support/accounts';
import { codeIn, waitForSms } from './support/mail';

test('phone sign-in: the code comes by SMS, with a countdown before a new one', async ({
  page,
  request,
}) => {
  const user = await createUser(request, 'Armen');
  // A short cooldown, so the test can see the countdown end and use the resend.
  await page.route('**/api/login', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, resend_after: 3 } });
  });
  await page.goto('/en/auth');
  await page.getByLabel('E-mail or phone number').fill(user.phone);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  const loginAt = Date.now();
  await page.getByRole('button', { name: 'Continue' }).click();
  // The step starts where there is something to do: in the code's field.
  await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
  await expect(page.getByLabel('Code', { exact: true })).toBeFocused();
  await expect(page.getByText(/by SMS to/)).toBeVisible();
  const resend = page.getByRole('button', { name: /Send a new code in 0:0\d/ });
  await expect(resend).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Send a new code', exact: true })).toBeEnabled({
    timeout: 6_000,
  });
  const code = codeIn(await waitForSms(request, user.phone, loginAt));
  // The server keeps its own minute between codes and says so.
  await page.getByRole('button', { name: 'Send a new code', exact: true }).click();
  await expect(page.getByText(/You can ask for a new code in \d+ seconds/)).toBeVisible();

  // Six digits send themselves: a wrong code is reported on the field; the right one signs in.
  await page.getByLabel('Code', { exact: true }).fill(code === '000000' ? '111111' : '000000');
  await expect(page.getByLabel('Code', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Code', { exact: true }).fill(code);
  await expect(page).toHaveURL('/en/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Armen User!');
});

test('the code step has a way back to the first step', async ({ page }) => {
  await page.route('**/api/login', (route) =>
    route.fulfill({
      json: {
        message: 'Code sent',
        challenge_id: '00000000-0000-4000-8000-000000000001',
        channel: 'email',
        destination: 'a***@mail.am',
        resend_after: 60,
      },
    }),
  );
  await page.goto('/ru/auth');
  await page.getByLabel('Эл. почта или номер телефона').fill('anna@mail.am');
  await page.getByLabel('Пароль', { exact: true }).fill('Secret123');
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await expect(
    page.getByText('Мы отправили 6-значный код на a***@mail.am.', { exact: false }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: /Новый код можно запросить через 1:00|0:5\d/ }),
  ).toBeDisabled();
  await page.getByRole('button', { name: 'Войти с другим аккаунтом' }).click();
  await expect(page.getByLabel('Эл. почта или номер телефона')).toHaveValue('anna@mail.am');
});
