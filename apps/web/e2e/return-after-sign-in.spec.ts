import { TRANSACTION_STATUS } from '@fuel/contract';
import { expect, type Page, test } from '@playwright/test';
import { createUser, type NewUser, seedSession } from './support/accounts';
import { codeIn, waitForMail } from './support/mail';

/** A session that no longer works: the server answers 401, as for a revoked one. */
const REVOKED = {
  access_token: 'revoked',
  refresh_token: 'revoked',
  user_type: 'individual',
  user_full_name: 'Test User',
  user_profile_picture: null,
  user_id: 1000000,
} as const;

/** Signs in through the page, as a person would: password, then the code from the e-mail. */
async function signInByHand(page: Page, user: NewUser): Promise<void> {
  await page.getByLabel('E-mail or phone number').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  const after = Date.now();
  await page.getByRole('button', { name: 'Continue' }).click();
  const mail = await waitForMail(user.email, { after });
  // The sixth digit sends the code.
  await page.getByLabel('Code', { exact: true }).fill(codeIn(mail.subject));
}

test('signing in again returns to the page and query the user was on', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const user = await createUser(request);
  await seedSession(page, REVOKED);
  await page.goto(`/en/transactions?type=charging&status=${TRANSACTION_STATUS.success}`);
  // The address is the plain sign-in page (SPEC §2); the page to return to rides in its history.
  await expect(page).toHaveURL('/en/auth');
  await page.reload();
  await signInByHand(page, user);
  await expect(page).toHaveURL(
    `/en/transactions?type=charging&status=${TRANSACTION_STATUS.success}`,
  );
  await expect(page.getByRole('form', { name: 'Filters' }).getByLabel('Status')).toHaveValue('2');
});

test('the page to return to survives a language switch on the sign-in page', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const user = await createUser(request);
  await seedSession(page, REVOKED);
  await page.goto('/ru/vehicles');
  await expect(page).toHaveURL('/ru/auth');
  await page.getByRole('combobox', { name: 'Язык' }).selectOption('en');
  await expect(page).toHaveURL('/en/auth');
  await signInByHand(page, user);
  await expect(page).toHaveURL('/en/vehicles');
});
