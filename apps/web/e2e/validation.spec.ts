import { expect, type Locator, type Page, test } from '@playwright/test';
import { gate } from './support/hold';

/** The message tied to a field through aria-describedby. */
async function messageOf(page: Page, field: Locator): Promise<string> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    ids.split(' ').map((id) => page.locator(`[id="${id}"]`).innerText()),
  );
  return texts.join(' ');
}

test('sign-in form: messages next to the fields, in English and Armenian', async ({ page }) => {
  await page.goto('/en/auth');
  await page.getByRole('button', { name: 'Continue' }).click();
  const identifier = page.getByLabel('E-mail or phone number');
  expect(await messageOf(page, identifier)).toContain('Email or phone number is required.');
  await expect(identifier).toBeFocused();
  expect(await messageOf(page, page.getByLabel('Password', { exact: true }))).toContain(
    'This field is required',
  );
  await identifier.fill('091 12 34 56');
  expect(await messageOf(page, identifier)).toContain(
    'Enter a valid email or phone number (+374XXXXXXXX)',
  );
  await identifier.fill('+37491123456');
  await expect(identifier).not.toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('combobox', { name: 'Language' }).selectOption('am');
  await expect(page).toHaveURL('/am/auth');
  await page.getByRole('button', { name: 'Շարունակել' }).click();
  expect(await messageOf(page, page.getByLabel('Գաղտնաբառ', { exact: true }))).toContain(
    'Այս դաշտը պարտադիր է',
  );
});

test('registration form: every rule of the spec, in Russian', async ({ page }) => {
  await page.goto('/ru/auth/register');
  await page.getByLabel('Эл. почта').fill('not-an-email');
  await page.getByLabel('Мобильный телефон').fill('+37412');
  await page.getByLabel('Пароль', { exact: true }).fill('abcdefgh');
  await page.getByLabel('Повторите пароль').fill('abcdefgh1');
  await page.getByLabel('Имя').fill('А'.repeat(51));
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

  expect(await messageOf(page, page.getByLabel('Имя'))).toContain('Не более 50 символов');
  expect(await messageOf(page, page.getByLabel('Фамилия'))).toContain('Это поле обязательно');
  expect(await messageOf(page, page.getByLabel('Эл. почта'))).toContain(
    'Введите действительный адрес электронной почты',
  );
  expect(await messageOf(page, page.getByLabel('Мобильный телефон'))).toContain('+374');
  expect(await messageOf(page, page.getByLabel('Пароль', { exact: true }))).toContain(
    'хотя бы одну букву и одну цифру',
  );
  await page.getByLabel('Пароль', { exact: true }).fill('abcdefg1');
  expect(await messageOf(page, page.getByLabel('Повторите пароль'))).toContain(
    'Пароли не совпадают',
  );
});

test('one click on submit from a wrong field marks every wrong field: empty names, empty repeat', async ({
  page,
}) => {
  await page.goto('/en/auth/register');
  await page.getByLabel('Mobile phone').fill('+37491123456');
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  // The last field typed in is wrong; the pointer goes straight from it to the button.
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByRole('button', { name: 'Create account' }).click();
  expect(await messageOf(page, page.getByLabel('First name'))).toContain('This field is required');
  expect(await messageOf(page, page.getByLabel('Last name'))).toContain('This field is required');
  expect(await messageOf(page, page.getByLabel('E-mail'))).toContain('Enter a valid email address');
  // The repeat left empty is asked for, not passed over.
  expect(await messageOf(page, page.getByLabel('Repeat the password'))).toContain(
    'This field is required',
  );
  await expect(page.getByLabel('First name')).toBeFocused();
});

test('field errors of a 400 reply land on their fields, and only there', async ({ page }) => {
  let posts = 0;
  // The reply is held until the test has seen the busy state and tried to send again.
  const { held, release } = gate();
  await page.route('**/api/register', async (route) => {
    posts += 1;
    await held;
    await route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'Some fields are filled in incorrectly.',
        errors: [
          { code: 'VALIDATION_FAILED', message: 'This e-mail cannot be used.', field: 'email' },
        ],
      }),
    });
  });
  await page.goto('/en/auth/register');
  await page.getByLabel('First name').fill('Anna');
  await page.getByLabel('Last name').fill('Petrosyan');
  await page.getByLabel('E-mail').fill('anna@example.com');
  await page.getByLabel('Mobile phone').fill('+37491123456');
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByLabel('Repeat the password').fill('Secret123');
  const submit = page.getByRole('button', { name: 'Create account' });
  await submit.click();
  // While the request runs the button shows progress and cannot send again.
  const busy = page.getByRole('button', { name: 'Creating the account…' });
  await expect(busy).toBeDisabled();
  // Enter pressed again, or a script submitting: the form still sends once.
  await page.evaluate(() => document.querySelector('form')?.requestSubmit());
  release();
  await expect(submit).toBeEnabled();
  expect(posts).toBe(1);
  expect(await messageOf(page, page.getByLabel('E-mail'))).toContain('This e-mail cannot be used.');
  // One message once: the field says it, so no toast repeats it (toasts would follow at once).
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
});
