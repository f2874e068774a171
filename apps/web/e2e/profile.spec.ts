import { API_PREFIX, API_ROUTES, apiUrlOf } from '@fuel/contract';
import { expect, test } from '@playwright/test';
import { apiLogin, createUser, seedSession } from './support/accounts';
import { linkIn, waitForMail } from './support/mail';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAUCAIAAABwJOjsAAAAJElEQVR4nGM4ESA3IIhh1OJRi0ctHrV41OJRi0ctHrV45FgMAASuyO6wnKxZAAAAAElFTkSuQmCC',
  'base64',
);

test('every profile field changes: details, picture, newsletter, password, e-mail', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const user = await createUser(request, 'Profile');
  await seedSession(page, await apiLogin(request, user.email, user.password));
  await page.goto('/en/profile');
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();

  await page.getByLabel('First name').fill('Narek');
  await page.getByLabel('Mobile phone').fill('123');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByLabel('Mobile phone')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Mobile phone').fill(user.phone);
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your details are saved.')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Narek User');

  // A file named like a picture that is not one is refused at once, before any upload.
  await page.getByLabel('Choose a picture').setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('these are notes, not a picture'),
  });
  await expect(
    page
      .locator('[data-sonner-toast][data-type="error"]')
      .filter({ hasText: 'Choose a PNG, JPEG, WebP or GIF picture.' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of the new picture' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save picture' })).toHaveCount(0);

  await page.getByLabel('Choose a picture').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByRole('img', { name: 'Preview of the new picture' })).toBeVisible();
  await page.getByRole('button', { name: 'Save picture' }).click();
  await expect(page.getByText('Profile picture updated.')).toBeVisible();
  await expect(page.getByRole('banner').locator(`img[src^="${API_PREFIX}/media/"]`)).toBeVisible();

  const toggle = page.getByRole('switch', { name: 'Newsletter' });
  const before = await toggle.getAttribute('aria-checked');
  await toggle.click();
  await expect(toggle).not.toHaveAttribute('aria-checked', before ?? '');

  await page.getByLabel('Current password').fill('wrong-pass-1');
  await page.getByLabel('New password', { exact: true }).fill('Newpass-2');
  await page.getByLabel('Repeat the new password').fill('Newpass-3');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Passwords do not match. Please check and try again.')).toBeVisible();
  await page.getByLabel('Repeat the new password').fill('Newpass-2');
  await page.getByRole('button', { name: 'Change password' }).click();
  // The reason on its field, and the failure as a toast (SPEC §8).
  await expect(page.getByLabel('Current password')).toHaveAccessibleDescription(
    /The current password is incorrect\./,
  );
  await expect(
    page.locator('[data-sonner-toast]', { hasText: 'Failed to change password.' }),
  ).toBeVisible();
  await page.getByLabel('Current password').fill(user.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed successfully!')).toBeVisible();
  await apiLogin(request, user.email, 'Newpass-2');

  const newEmail = user.email.replace('user-', 'moved-');
  const after = Date.now();
  await page.getByLabel('New e-mail').fill(newEmail);
  await page.getByLabel('Your password').fill('Newpass-2');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(`Open the link we sent to ${newEmail} to finish.`)).toBeVisible();
  const mail = await waitForMail(newEmail, { after });
  // Opened in the same signed-in browser, as from a mail client.
  await page.goto(linkIn(mail.text, 'confirm-email'));
  await expect(page.getByRole('heading', { name: 'E-mail confirmed' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Settings' }).click();
  await expect(page).toHaveURL('/en/profile');
  await apiLogin(request, newEmail, 'Newpass-2');
});

test('deleting the account asks for the password; afterwards it cannot sign in', async ({
  page,
  request,
}) => {
  const user = await createUser(request, 'Leaving');
  await seedSession(page, await apiLogin(request, user.email, user.password));
  await page.goto('/am/profile');
  await page.getByRole('button', { name: 'Ջնջել իմ հաշիվը' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ջնջե՞լ ձեր հաշիվը' });
  await expect(dialog).toContainText('Ջնջելուց հետո այն հնարավոր չի լինի վերականգնել։');
  await dialog.getByRole('button', { name: 'Ջնջել ընդմիշտ' }).click();
  await expect(dialog.getByLabel('Գաղտնաբառ')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Գաղտնաբառ').fill(user.password);
  await dialog.getByRole('button', { name: 'Ջնջել ընդմիշտ' }).click();
  await expect(page).toHaveURL('/am/auth');
  // Sign-in answers alike for unknown accounts (no enumeration), but no code is ever sent.
  const after = Date.now();
  await request.post(apiUrlOf(API_ROUTES.auth.login), {
    data: { identifier: user.email, password: user.password },
  });
  await expect(waitForMail(user.email, { after, timeoutMs: 3000 })).rejects.toThrow(
    `No e-mail to ${user.email} arrived in time`,
  );
});
