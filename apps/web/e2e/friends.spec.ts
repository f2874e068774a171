import { expect, test } from '@playwright/test';
import { seedSession } from './support/accounts';
import { connect, newIndividual, openLive, pageFor } from './support/friends';
import { productId, topUp } from './support/money';

// Each test signs up two or three people and buys fuel for them first: more than the default.
test.describe.configure({ timeout: 90_000 });

test('a friend request by ID is accepted live, then fuel goes both ways without a reload', async ({
  page,
  request,
  browser,
}) => {
  const sender = await newIndividual(request, 'Sender');
  const receiver = await newIndividual(request, 'Receiver');
  const regular = await productId(request, 'Regular 92');
  await topUp(request, sender, regular, 10);
  await topUp(request, receiver, regular, 5);

  await seedSession(page, sender);
  await openLive(page, '/en/friends');
  await expect(page.getByRole('heading', { level: 1, name: 'Friends' })).toBeVisible();
  await expect(page.getByText('No friends found')).toBeVisible();
  const other = await pageFor(browser, receiver);
  await openLive(other, '/en/friends');
  await expect(other.getByRole('tab', { name: 'Incoming (0)' })).toBeVisible();

  await page.getByLabel('User ID').fill(String(receiver.user_id));
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('tab', { name: 'Outgoing (1)' })).toBeVisible();

  // The receiver's open page shows the request and accepts it; the sender sees the friend live.
  await expect(other.getByRole('tab', { name: 'Incoming (1)' })).toBeVisible();
  await other
    .getByRole('button', { name: `Accept the request from ${sender.user_full_name}` })
    .click();
  await expect(other.getByRole('article', { name: sender.user_full_name })).toBeVisible();
  const friend = page.getByRole('article', { name: receiver.user_full_name });
  await expect(friend).toBeVisible();
  await expect(friend).toContainText(`ID ${receiver.user_id}`);
  await expect(page.getByRole('tab', { name: 'Outgoing (0)' })).toBeVisible();

  // The receiver watches Main (reached through the menu, not a reload).
  await other
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Main' })
    .click();
  const otherBalances = other.getByRole('region', { name: 'Balances' });
  await expect(otherBalances).toContainText('5\u00a0L');

  await friend.getByRole('button', { name: `Send fuel to ${receiver.user_full_name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Send fuel to ${receiver.user_full_name}` });
  await dialog.getByLabel('Quantity, L').fill('3');
  await expect(dialog.getByText('Your balance after sending: 7\u00a0L')).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toContainText(`${receiver.user_full_name}, ID ${receiver.user_id}`);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText('Your balance is now 7\u00a0L');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await expect(otherBalances).toContainText('8\u00a0L');
  const otherLatest = other.getByRole('region', { name: 'Latest transactions' });
  await expect(otherLatest).toContainText('Transfer');
  await expect(otherLatest).toContainText('+3\u00a0L');

  // Back from My balance: the sender watches their own My balance change.
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'My balance' })
    .click();
  const card = page.getByRole('listitem', { name: 'Regular 92' }).getByTestId('balance-value');
  await expect(card).toHaveText('7\u00a0L');
  await other
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'My balance' })
    .click();
  await other.getByRole('button', { name: 'Send fuel' }).click();
  const back = other.getByRole('dialog', { name: 'Send fuel' });
  await back
    .getByLabel('Recipient')
    .selectOption({ label: `${sender.user_full_name}, ID ${sender.user_id}` });
  await back.getByLabel('Quantity, L').fill('2');
  await back.getByLabel('Note (optional)').fill('For the trip');
  await back.getByRole('button', { name: 'Continue' }).click();
  await expect(back).toContainText('For the trip');
  await back.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(back.getByRole('status')).toContainText('Your balance is now 6\u00a0L');
  await expect(card).toHaveText('9\u00a0L');

  // The friend's row leads to the history filtered by their ID: both transfers are there.
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Friends' })
    .click();
  await friend.getByRole('link', { name: `Transactions with ${receiver.user_full_name}` }).click();
  await expect(page).toHaveURL(`/en/transactions?partner_id=${receiver.user_id}`);
  const history = page.getByRole('table').locator('tbody tr');
  await expect(history.filter({ hasText: receiver.user_full_name })).toHaveCount(2);
  await other.close();
});

test('Armenian: a request is rejected, another cancelled, a friend removed after confirmation', async ({
  page,
  request,
  browser,
}) => {
  const me = await newIndividual(request, 'Anna');
  const rejecter = await newIndividual(request, 'Rejecter');
  const friend = await newIndividual(request, 'Friend');
  await connect(request, me, friend);
  await seedSession(page, me);
  await openLive(page, '/am/friends');
  await expect(page.getByRole('heading', { level: 1, name: 'Ընկերներ' })).toBeVisible();
  await expect(page.getByRole('article', { name: friend.user_full_name })).toBeVisible();

  // Rejected by the receiver: the sender's outgoing request disappears live.
  const other = await pageFor(browser, rejecter);
  await openLive(other, '/am/friends');
  await page.getByLabel('Օգտատիրոջ ID').fill(String(rejecter.user_id));
  await page.getByRole('button', { name: 'Ուղարկել հարցում' }).click();
  await expect(page.getByRole('tab', { name: 'Ելքային (1)' })).toBeVisible();
  await other.getByRole('button', { name: `Մերժել հարցումը — ${me.user_full_name}` }).click();
  await expect(other.getByRole('tab', { name: 'Մուտքային (0)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Ելքային (0)' })).toBeVisible();

  // Sent again and cancelled by the sender: it leaves the receiver's list live.
  await page.getByLabel('Օգտատիրոջ ID').fill(String(rejecter.user_id));
  await page.getByRole('button', { name: 'Ուղարկել հարցում' }).click();
  await expect(other.getByRole('tab', { name: 'Մուտքային (1)' })).toBeVisible();
  await page.getByRole('tab', { name: 'Ելքային (1)' }).click();
  await page
    .getByRole('button', { name: `Չեղարկել հարցումը — ${rejecter.user_full_name}` })
    .click();
  await expect(page.getByRole('tab', { name: 'Ելքային (0)' })).toBeVisible();
  await expect(other.getByRole('tab', { name: 'Մուտքային (0)' })).toBeVisible();

  // Remove asks first; keeping the friend changes nothing.
  const row = page.getByRole('article', { name: friend.user_full_name });
  await row.getByRole('button', { name: `Հեռացնել ցանկից՝ ${friend.user_full_name}` }).click();
  const confirm = page.getByRole('dialog', {
    name: `Հեռացնե՞լ ընկերների ցանկից՝ ${friend.user_full_name}`,
  });
  await expect(confirm).toContainText('Հեռացնելուց հետո այն հնարավոր չի լինի վերականգնել');
  await confirm.getByRole('button', { name: 'Չեղարկել' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Հեռացնել ցանկից՝ ${friend.user_full_name}` }).click();
  await confirm.getByRole('button', { name: 'Հեռացնել' }).click();
  await expect(page.getByText('Ընկերներ չեն գտնվել')).toBeVisible();
  await other.close();
});

test('Russian: a friend asks for fuel and gets it in one confirmed step', async ({
  page,
  request,
  browser,
}) => {
  const giver = await newIndividual(request, 'Giver');
  const asker = await newIndividual(request, 'Asker');
  await connect(request, giver, asker);
  const regular = await productId(request, 'Regular 92');
  await topUp(request, giver, regular, 10);

  await seedSession(page, asker);
  await openLive(page, '/ru/friends');
  const other = await pageFor(browser, giver);
  await openLive(other, '/ru/friends');

  await page.getByRole('button', { name: `Попросить топливо: ${giver.user_full_name}` }).click();
  const ask = page.getByRole('dialog', { name: `Попросить топливо: ${giver.user_full_name}` });
  await ask.getByLabel('Вид топлива').selectOption({ label: 'Регуляр 92' });
  await ask.getByLabel('Количество, л').fill('4');
  await ask.getByLabel('Комментарий (необязательно)').fill('На дачу');
  await ask.getByRole('button', { name: 'Попросить' }).click();
  await expect(ask).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Просьбы о топливе' })).toContainText(
    'Вы попросили 4\u00a0л',
  );

  // The giver sees the ask live, with its note, and sends the fuel after a confirmation.
  const asks = other.getByRole('region', { name: 'Просьбы о топливе' });
  await expect(asks).toContainText('На дачу');
  await asks.getByRole('button', { name: `Отправить 4\u00a0л: ${asker.user_full_name}` }).click();
  const confirm = other.getByRole('dialog', { name: `Отправить топливо: ${asker.user_full_name}` });
  await expect(confirm).toContainText(`${asker.user_full_name}, ID ${asker.user_id}`);
  await expect(confirm).toContainText('6\u00a0л');
  await confirm.getByRole('button', { name: 'Отправить', exact: true }).click();
  await expect(confirm.getByRole('status')).toContainText('Ваш остаток теперь 6\u00a0л');
  await confirm.getByRole('button', { name: 'Закрыть' }).click();
  await expect(asks).toHaveCount(0);

  // The asker's ask is gone and the fuel is on the balance, without a reload.
  await expect(page.getByRole('region', { name: 'Просьбы о топливе' })).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Главное меню' })
    .getByRole('link', { name: 'Мой баланс' })
    .click();
  await expect(
    page.getByRole('listitem', { name: 'Регуляр 92' }).getByTestId('balance-value'),
  ).toHaveText('4\u00a0л');
  await other.close();
});
