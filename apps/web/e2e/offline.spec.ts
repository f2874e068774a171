import { expect, test } from '@playwright/test';
import { apiLogin, createUser, seedSession } from './support/accounts';

test('without a connection a new screen says so inside the cabinet and opens once it is back', async ({
  page,
  context,
  request,
}) => {
  const user = await createUser(request, 'Offline');
  await seedSession(page, await apiLogin(request, user.email, user.password));
  await page.goto('/en/dashboard');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');

  await context.setOffline(true);
  // The screen already open says what it shows may be out of date.
  await expect(page.getByRole('status').filter({ hasText: 'may be out of date' })).toBeVisible();

  // A screen not visited yet: its code cannot be fetched. The frame stays, the page area says why.
  await menu.getByRole('link', { name: 'My vehicles' }).click();
  const main = page.getByRole('main');
  const problem = main.getByRole('alert');
  await expect(problem).toContainText('No connection');
  await expect(problem).toContainText('It will open by itself once the connection is back.');
  await expect(menu).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);

  // Back online: the page opens by itself and the notice goes.
  await context.setOffline(false);
  await expect(main.getByRole('heading', { level: 1, name: 'My vehicles' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(problem).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'may be out of date' })).toHaveCount(0);
});
