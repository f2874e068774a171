import { expect, test } from '@playwright/test';
import { signInAs } from './support/accounts';

test('a company sees Partners and Cards and no Friends; Friends is a 404 for it', async ({
  page,
  request,
}) => {
  const session = await signInAs(page, request, 'company');
  await page.goto('/en/dashboard');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'My partners' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Cards' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Friends', exact: true })).toHaveCount(0);
  await expect(page.getByRole('banner')).toContainText('Արարատ Տրանս ՍՊԸ');
  await expect(page.getByRole('banner')).toContainText(`ID ${session.user_id}`);

  await menu.getByRole('link', { name: 'Cards' }).click();
  await expect(page).toHaveURL('/en/cards');
  await expect(page.getByRole('heading', { level: 1, name: 'Cards' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Order cards' })).toBeVisible();
  await expect(page.getByText('Coming soon')).toHaveCount(0);

  await page.goto('/en/friends');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Sorry, such page does not exist.',
  );
});

test('an individual sees Friends and no Partners or Cards; Cards is a 404 for them', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'individual');
  await page.goto('/am/dashboard');
  const menu = page.getByRole('navigation', { name: 'Գլխավոր մենյու' });
  await expect(menu.getByRole('link', { name: 'Ընկերներ', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Իմ գործընկերները' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Քարտեր' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Բարի գալուստ, Անի Մարտիրոսյան');

  await page.goto('/am/cards');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Ներողություն, նման էջ գոյություն չունի։',
  );
  // Unknown paths inside a language are a 404 for a signed-in user too (not a silent redirect).
  await page.goto('/am/no-such-page');
  await expect(page).toHaveURL('/am/no-such-page');
  await expect(page.getByRole('link', { name: 'Վերադառնալ գլխավոր էջ' })).toBeVisible();
});

test('every cabinet section opens inside the layout with its translated title', async ({
  page,
  request,
}) => {
  // Eight full page loads in turn, each starting the app afresh: about 25 s on a busy 2-core machine.
  test.setTimeout(60_000);
  await signInAs(page, request, 'individual');
  await page.goto('/ru/dashboard');
  const sections = [
    ['my-balance', 'Мой баланс'],
    ['vehicles', 'Мои автомобили'],
    ['friends', 'Друзья'],
    ['transactions', 'Транзакции'],
    ['messages', 'Сообщения'],
    ['stations', 'Наши станции'],
    ['profile', 'Настройки'],
  ] as const;
  for (const [path, title] of sections) {
    await page.goto(`/ru/${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // Every section of an individual has its own screen now: none says "coming soon".
    await expect(page.getByText('Этот раздел скоро откроется')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
  await page.getByRole('link', { name: 'Сообщения' }).first().click();
  await expect(page).toHaveURL('/ru/messages');
});

test('a guest reaching a cabinet page goes to sign in', async ({ page }) => {
  await page.goto('/am/vehicles');
  await expect(page).toHaveURL('/am/auth');
  await page.goto('/en/more');
  await expect(page).toHaveURL('/en/auth');
});
