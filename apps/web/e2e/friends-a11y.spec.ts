import { expect, type Page, test } from '@playwright/test';
import { seedSession } from './support/accounts';
import { seriousViolations } from './support/axe';
import {
  askForFuel,
  connect,
  horizontalOverflow,
  newIndividual,
  sendRequest,
} from './support/friends';
import { productId, topUp } from './support/money';

// Each test signs up two or three people and buys fuel for them first: more than the default.
test.describe.configure({ timeout: 90_000 });

/** A user with a friend, a request waiting for them, an ask for fuel and fuel to send. */
async function busyUser(page: Page, request: Parameters<typeof connect>[0]) {
  const me = await newIndividual(request, 'Owner');
  const friend = await newIndividual(request, 'Friend');
  const stranger = await newIndividual(request, 'Stranger');
  const regular = await productId(request, 'Regular 92');
  await connect(request, me, friend);
  await sendRequest(request, stranger, me);
  await topUp(request, me, regular, 10);
  await askForFuel(request, friend, me, regular, 3, 'For the weekend');
  await seedSession(page, me);
  return { me, friend };
}

for (const [lang, title, send, remove] of [
  ['am', 'Ընկերներ', 'Ուղարկել վառելիք — ', 'Հեռացնել ցանկից՝ '],
  ['en', 'Friends', 'Send fuel to ', 'Remove '],
] as const) {
  test(`/${lang}/friends, its send dialog and its confirmation pass axe`, async ({
    page,
    request,
  }) => {
    const { friend } = await busyUser(page, request);
    await page.goto(`/${lang}/friends`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const row = page.getByRole('article', { name: friend.user_full_name });
    await expect(row).toBeVisible();
    await expect(page.getByRole('tab', { selected: true })).toContainText('1');
    await expect(page.getByRole('region').filter({ hasText: 'For the weekend' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await row.getByRole('button', { name: `${send}${friend.user_full_name}` }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await row.getByRole('button', { name: `${remove}${friend.user_full_name}` }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('Friends fits a 390 px phone: list, requests, dialogs @phone', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { friend } = await busyUser(page, request);
  await page.goto('/am/friends');
  const row = page.getByRole('article', { name: friend.user_full_name });
  await expect(row).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Մուտքային (1)' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('friends-am-390.png'), fullPage: true });

  await row.getByRole('button', { name: `Ուղարկել վառելիք — ${friend.user_full_name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Քանակը, լ').fill('2');
  await dialog.getByRole('button', { name: 'Շարունակել' }).click();
  await expect(dialog).toContainText(friend.user_full_name);
  const box = await dialog.boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('send-confirm-am-390.png') });
});
