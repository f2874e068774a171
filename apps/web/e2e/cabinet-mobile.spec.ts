import { expect, test } from '@playwright/test';
import { signInAs } from './support/accounts';

// These tests are about the phone layout; the desktop project has a sidebar instead.

test('the bottom bar leads to the main sections and to the full-screen menu @phone', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'individual');
  await page.goto('/en/dashboard');
  const bar = page.getByRole('navigation', { name: 'Quick menu' });
  await expect(bar.getByRole('link')).toHaveText([
    'Main',
    'My balance',
    'My vehicles',
    'Friends',
    'More',
  ]);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  await bar.getByRole('link', { name: 'My vehicles' }).click();
  await expect(page).toHaveURL('/en/vehicles');
  await expect(bar.getByRole('link', { name: 'My vehicles' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await bar.getByRole('link', { name: 'More' }).click();
  await expect(page).toHaveURL('/en/more');
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  // Full-screen: no header, bottom bar or footer.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Quick menu' })).toHaveCount(0);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const name of ['Transactions', 'Messages', 'Our stations', 'Settings', 'Privacy policy']) {
    await expect(menu.getByRole('link', { name })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'Our stations' }).click();
  await expect(page).toHaveURL('/en/stations');
});

test('a company gets Partners in the bottom bar, and logs out from the menu @phone', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'company', { fresh: true });
  await page.goto('/ru/more');
  await expect(page.getByRole('link', { name: 'Мои партнёры' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Друзья', exact: true })).toHaveCount(0);
  // Watched from before the click, inside the page: on a busy machine the sign-in page's start
  // can hold the page for most of the toast's 2.5 s, and a check from outside may come too late.
  const toast = page
    .locator('[data-sonner-toast][data-type="success"]')
    .filter({ hasText: 'Вы вышли из аккаунта.' });
  const toastShown = toast.waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL('/ru/auth');
  await toastShown;
  await page.goto('/ru/dashboard');
  await expect(page).toHaveURL('/ru/auth');
});

test('company bottom bar shows Partners @phone', async ({ page, request }) => {
  await signInAs(page, request, 'company');
  await page.goto('/am/dashboard');
  const bar = page.getByRole('navigation', { name: 'Արագ մենյու' });
  await expect(bar.getByRole('link', { name: 'Գործընկերներ' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Ընկերներ', exact: true })).toHaveCount(0);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Main keeps each latest transaction’s quantity on the line of its name @phone', async ({
    page,
    request,
  }) => {
    await signInAs(page, request, 'individual');
    await page.goto('/am/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    const rows = page.getByRole('region', { name: 'Վերջին գործարքները' }).getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    // The demo account's transfers of "Հեղուկ գազ (պրոպան)" are the longest rows.
    const misplaced = await rows.evaluateAll((items) =>
      items
        .filter((li) => {
          const words = li.firstElementChild?.getBoundingClientRect();
          const quantity = li.lastElementChild?.getBoundingClientRect();
          return !words || !quantity || quantity.top >= words.top + 8;
        })
        .map((li) => li.textContent),
    );
    expect(misplaced).toEqual([]);
  });

  for (const language of ['am', 'ru'] as const) {
    test(`the header shows the whole name beside the language picker in ${language} @phone`, async ({
      page,
      request,
    }) => {
      const session = await signInAs(page, request, 'individual');
      await page.goto(`/${language}/dashboard`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
      const name = page.getByRole('banner').getByText(session.user_full_name, { exact: true });
      await expect(name).toBeVisible();
      expect(await name.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      await expect(page.getByRole('banner').getByRole('combobox')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
    });
  }
});
