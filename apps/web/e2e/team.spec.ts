import { API_ROUTES, apiUrlOf, type RouteReply } from '@fuel/contract';
import { expect, type Page, test } from '@playwright/test';
import { apiLogin, createUser, type Session, seedSession } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openLive } from './support/friends';
import { CODE_SUBJECT, codeIn, waitForMail, waitForSms } from './support/mail';
import { productId, topUp } from './support/money';
import {
  actAs,
  COMPANY_NAME,
  demoMember,
  handedOverCard,
  inviteLinkIn,
  membershipOf,
  newMember,
  ownerSession,
  pumpWithCard,
  pumpWithCode,
  updateCard,
  windowFor,
} from './support/team';

/*
 * Company teams (docs/teams.md): the demo company's owner invites people, who join with their own
 * personal accounts and act for the company in their role. Whoever joins, leaves or drives is new
 * for each test; the demo team's own logins only read, or answer this test's own ask.
 */

const auth = (s: Session) => ({ Authorization: `Bearer ${s.access_token}` });
const company = new RegExp(COMPANY_NAME);

/** The header's button naming whom the session acts for; it opens the list of accounts. */
const accountButton = (page: Page, label: string) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(label) });

/** Chooses the demo company in the header's list of the person's accounts. */
async function switchToCompany(page: Page, label: string) {
  await accountButton(page, label).click();
  await page.getByRole('menuitemradio', { name: company }).click();
}

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the owner invites an administrator and a driver on Team; each joins with their own account, switches to the company in the header and gets the pages of their role', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const owner = await ownerSession(request);
    await seedSession(page, owner);
    const admin = await createUser(request, 'Admin');
    const driver = await createUser(request, 'Driver');

    await page.goto('/am/team');
    await expect(page.getByRole('heading', { level: 1, name: 'Թիմ' })).toBeVisible();
    const form = page.getByRole('region', { name: 'Հրավիրել մարդու' });
    // A driver is what is invited most: the form starts with that role.
    await expect(form.getByLabel('Դեր', { exact: true })).toHaveValue('driver');
    await form.getByLabel('Էլ. փոստ', { exact: true }).fill(admin.email);
    await form.getByLabel('Դեր', { exact: true }).selectOption({ label: 'Ադմինիստրատոր' });
    let after = Date.now();
    await form.getByRole('button', { name: 'Ուղարկել հրավերը' }).click();
    await expect(page.getByText(`Հրավերն ուղարկվեց ${admin.email} հասցեին։`)).toBeVisible();
    const adminLink = inviteLinkIn((await waitForMail(admin.email, { after })).text, 'am');

    // The driver's invitation also goes by SMS: the link is read from the development mailbox.
    await form.getByLabel('Էլ. փոստ', { exact: true }).fill(driver.email);
    await form.getByLabel('Հեռախոս (ըստ ցանկության)').fill(driver.phone);
    after = Date.now();
    await form.getByRole('button', { name: 'Ուղարկել հրավերը' }).click();
    await expect(page.getByText(`Հրավերն ուղարկվեց ${driver.email} հասցեին։`)).toBeVisible();
    const driverLink = inviteLinkIn(await waitForSms(request, driver.phone, after), 'am');

    const waiting = page.getByRole('region', { name: 'Պատասխանի սպասող հրավերներ' });
    await expect(waiting.getByRole('listitem').filter({ hasText: admin.email })).toContainText(
      'Ադմինիստրատոր',
    );
    await expect(waiting.getByRole('listitem').filter({ hasText: driver.email })).toContainText(
      `Վարորդ · ${driver.phone}`,
    );
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The administrator, signed in to their own account, accepts and switches in the header.
    const adminPage = await windowFor(
      browser,
      await apiLogin(request, admin.email, admin.password),
    );
    await adminPage.goto(adminLink);
    await expect(
      adminPage.getByText(`Ձեզ հրավիրում է ${COMPANY_NAME} ընկերությունը`),
    ).toBeVisible();
    await adminPage.getByRole('button', { name: 'Ընդունել հրավերը' }).click();
    await expect(adminPage.getByRole('status')).toContainText('«Ադմինիստրատոր» դերով');
    await adminPage.getByRole('link', { name: 'Մնալ իմ հաշվում' }).click();
    await expect(adminPage).toHaveURL('/am/dashboard');
    await switchToCompany(adminPage, 'Փոխել հաշիվը');
    await expect(adminPage.getByText(/Այժմ դուք աշխատում եք այս հաշվում՝ Արարատ/)).toBeVisible();
    await expect(adminPage).toHaveURL('/am/dashboard');
    await expect(accountButton(adminPage, 'Փոխել հաշիվը')).toContainText('Ադմինիստրատոր');
    await expect(
      adminPage.getByRole('navigation', { name: 'Գլխավոր մենյու' }).getByRole('link'),
    ).toHaveText([
      'Գլխավոր',
      'Իմ հաշիվը',
      'Իմ մեքենաները',
      'Իմ գործընկերները',
      'Քարտեր',
      'Գործարքներ',
      'Քաղվածքներ',
      'Վառելիքի ծախս',
      'Հաղորդագրություններ',
      'Մեր կայանները',
      'Թիմ',
      'Աուդիտի մատյան',
      'Կարգավորումներ',
    ]);
    await adminPage.context().close();

    // The driver opens the SMS link signed out, signs in on the form and comes back to accept.
    const driverPage = await windowFor(browser, null);
    await driverPage.goto(driverLink);
    await driverPage.getByRole('link', { name: 'Մուտք գործել և ընդունել' }).click();
    await expect(driverPage).toHaveURL('/am/auth');
    await driverPage.getByLabel('Էլ. փոստ կամ հեռախոսահամար').fill(driver.email);
    await driverPage.getByLabel('Գաղտնաբառ', { exact: true }).fill(driver.password);
    after = Date.now();
    await driverPage.getByRole('button', { name: 'Շարունակել' }).click();
    const code = codeIn(
      (await waitForMail(driver.email, { after, subject: CODE_SUBJECT })).subject,
    );
    await driverPage.getByLabel('Կոդ', { exact: true }).fill(code);
    await expect(driverPage).toHaveURL(driverLink);
    await driverPage.getByRole('button', { name: 'Ընդունել հրավերը' }).click();
    await expect(driverPage.getByRole('status')).toContainText('«Վարորդ» դերով');

    // A manager gives the driver a card; the company has others the driver must not see.
    const members = await request.get(apiUrlOf(API_ROUTES.team.members), {
      headers: auth(owner),
      params: { limit: 100 },
    });
    const { data } = (await members.json()) as RouteReply<typeof API_ROUTES.team.members>;
    const driverId = data.find((m) => m.email === driver.email)?.user_id;
    const card = await handedOverCard(request, owner);
    await updateCard(request, owner, card.id, { driver_id: driverId ?? null });

    await driverPage.getByRole('link', { name: 'Մնալ իմ հաշվում' }).click();
    await switchToCompany(driverPage, 'Փոխել հաշիվը');
    // A driver has no Main: the cabinet starts on Cards, with only their card.
    await expect(driverPage).toHaveURL('/am/cards');
    await expect(accountButton(driverPage, 'Փոխել հաշիվը')).toContainText('Վարորդ');
    await expect(
      driverPage.getByRole('navigation', { name: 'Գլխավոր մենյու' }).getByRole('link'),
    ).toHaveText(['Քարտեր', 'Մեր կայանները', 'Կարգավորումներ']);
    const cards = driverPage.getByRole('link', { name: /^Կառավարել •••• \d{4} քարտը$/ });
    await expect(cards).toHaveCount(1);
    await expect(cards).toHaveAccessibleName(`Կառավարել •••• ${card.number.slice(-4)} քարտը`);
    await expect(driverPage.getByRole('button', { name: 'Պատվիրել քարտեր' })).toHaveCount(0);
    await driverPage.context().close();

    // The owner's Team page lists both in their roles.
    await page.reload();
    const row = (email: string) => page.getByRole('listitem').filter({ hasText: email });
    await expect(row(admin.email).getByRole('combobox')).toHaveValue('administrator');
    await expect(row(driver.email).getByRole('combobox')).toHaveValue('driver');
    await expect(waiting.getByRole('listitem').filter({ hasText: admin.email })).toHaveCount(0);
  });

  test('an accountant reads cards, vehicles and the audit log without a button to change them, and a page of partners says the role may not open it', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    // A line for the audit log to show: an invitation the owner sends, then takes back.
    const owner = await ownerSession(request);
    const email = `audit-${Date.now().toString(36)}@example.com`;
    const sent = await request.post(apiUrlOf(API_ROUTES.team.invite), {
      headers: auth(owner),
      data: { email, role: 'driver' },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const { id } = (await sent.json()) as { id: string };
    const revoked = await request.delete(apiUrlOf(API_ROUTES.team.revokeInvite, { id }), {
      headers: auth(owner),
    });
    expect(revoked.status()).toBe(200);
    await seedSession(page, await demoMember(request, 'accountant'));

    await page.goto('/ru/cards');
    await expect(page.getByRole('heading', { level: 1, name: 'Карты' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Главное меню' });
    await expect(menu.getByRole('link')).toHaveText([
      'Главная',
      'Мой баланс',
      'Мои автомобили',
      'Карты',
      'Транзакции',
      'Выписки',
      'Расход топлива',
      'Сообщения',
      'Наши станции',
      'Команда',
      'Журнал действий',
      'Настройки',
    ]);
    const open = page.getByRole('link', { name: /^Управлять картой •••• \d{4}$/ });
    await expect(open.first()).toBeVisible();
    for (const name of ['Заказать карты', 'Добавить карту']) {
      await expect(page.getByRole('button', { name })).toHaveCount(0);
    }
    // The demo driver's ask is waiting: an accountant does not answer asks.
    await expect(page.getByRole('region', { name: /Запросы от водителей/ })).toHaveCount(0);

    await open.first().click();
    const limits = page.getByRole('region', { name: 'Лимиты и настройки' });
    await expect(limits).toBeVisible();
    await expect(page.getByRole('region', { name: 'Топливо на карте' })).toBeVisible();
    for (const name of [
      'Изменить настройки',
      'Задать PIN',
      'Сменить PIN',
      'Заблокировать',
      'Разблокировать',
      'Удалить карту',
      'Перевести на карту',
      'Вернуть',
      'Попросить ещё топлива',
    ]) {
      await expect(page.getByRole('button', { name })).toHaveCount(0);
    }

    await menu.getByRole('link', { name: 'Мои автомобили' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Мои автомобили' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Ваши автомобили' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Добавить|Изменить|Удалить)/ })).toHaveCount(0);

    await menu.getByRole('link', { name: 'Журнал действий' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Журнал действий' })).toBeVisible();
    const filters = page.getByRole('form', { name: 'Фильтры журнала действий' });
    await filters.getByLabel('Действие').fill('team.invite');
    await filters.getByRole('button', { name: 'Показать' }).click();
    await expect(page).toHaveURL('/ru/audit?action=team.invite');
    const line = page.getByRole('row').filter({ hasText: email });
    await expect(line).toContainText('Пригласил(а) человека');
    await expect(line).toContainText('Владелец');

    // A link kept from another role: the frame says why the page does not open.
    await page.goto('/ru/partners');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ваша роль не даёт доступа к этой странице' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'На мою начальную страницу' }).click();
    await expect(page).toHaveURL('/ru/dashboard');
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a driver refused over the day limit asks for more on the card; a manager approves it live and the pump then pours @phone', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const owner = await ownerSession(request);
    const driver = await newMember(request, 'driver', 'Driver');
    const diesel = await productId(request, 'Diesel');
    await topUp(request, owner, diesel, 20);
    const card = await handedOverCard(request, owner);
    const last4 = card.number.slice(-4);
    await updateCard(request, owner, card.id, {
      products: [{ product_id: diesel, day_limit: 10, month_limit: 100 }],
      funding: 'company',
      pin: '4821',
      driver_id: driver.person.user_id,
    });
    const atPump = { number: card.number, pin: '4821', product: diesel };

    await seedSession(page, driver.acting);
    await openLive(page, `/ru/cards/${card.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Карта: •••• ${last4}`);
    const limits = page.getByRole('region', { name: 'Лимиты и настройки' });
    const dieselRow = limits.getByRole('row', { name: /Дизельное топливо/ });
    await expect(dieselRow).toContainText('10 / 10\u00a0л');

    // Over the day's limit the pump refuses.
    const pump = await page.context().newPage();
    await expect(await pumpWithCard(pump, atPump, '15')).toHaveText(
      'Refused: CARD_LIMIT_EXCEEDED (volume)',
    );

    // A manager has Cards open in another browser.
    const manager = await windowFor(browser, await demoMember(request, 'manager'));
    await openLive(manager, '/am/cards');
    await expect(manager.getByRole('heading', { level: 1, name: 'Քարտեր' })).toBeVisible();

    await page.getByRole('button', { name: 'Попросить ещё топлива' }).click();
    const ask = page.getByRole('dialog', { name: 'Попросить ещё топлива' });
    await expect(ask.getByLabel('Топливо')).toHaveValue(diesel);
    await ask.getByLabel('Сколько ещё').fill('10');
    await ask.getByLabel('Причина').fill('Рейс в Гюмри, до базы не хватит');
    await ask.getByRole('button', { name: 'Отправить запрос' }).click();
    await expect(page.getByText('Запрос отправлен. Ответ появится здесь.')).toBeVisible();
    const mine = page.getByRole('region', { name: 'Мои запросы на дополнительное топливо' });
    await expect(mine.getByRole('listitem')).toContainText('Ждёт ответа');

    // The ask reaches the manager's open page by itself, with the driver's reason.
    const waiting = manager
      .getByRole('region', { name: /Հարցումներ վարորդներից/ })
      .getByRole('listitem')
      .filter({ hasText: `•••• ${last4}` });
    await expect(waiting).toContainText('«Рейс в Гюмри, до базы не хватит»');
    await expect(waiting).toContainText(driver.person.user_full_name);
    await waiting.getByRole('button', { name: 'Հաստատել' }).click();
    await expect(manager.getByText('Հաստատված է։ Վարորդը կարող է լիցքավորվել։')).toBeVisible();
    await expect(waiting).toHaveCount(0);
    await manager.context().close();

    // The answer reaches the driver's card page by itself: approved, and the day's limit raised.
    await expect(mine.getByRole('listitem')).toContainText('Одобрен');
    await expect(mine.getByRole('listitem')).toContainText('Разрешено до');
    await expect(dieselRow).toContainText('20 / 20\u00a0л');

    await expect(await pumpWithCard(pump, atPump, '15')).toHaveText('Dispensed 15 with the card.');
    await expect(dieselRow).toContainText('5 / 20\u00a0л');

    // No card at hand: a code drawn on the card, within what is left today.
    await page.getByRole('button', { name: 'Получить код заправки' }).click();
    const draw = page.getByRole('dialog', { name: 'Код заправки' });
    await expect(draw.getByLabel('Топливо')).toHaveValue(diesel);
    await draw.getByLabel('Объём, л').fill('5');
    await draw.getByRole('button', { name: 'Получить код' }).click();
    const digits = (await page.getByTestId('refuel-code').textContent()) ?? '';
    expect(digits).toMatch(/^9\d{5}$/);
    await expect(dieselRow).toContainText('0 / 20\u00a0л');
    await expect(await pumpWithCode(pump, digits, '4')).toHaveText(
      'Dispensed 4; 1 released back to the balance.',
    );
    await pump.close();
    // The unused litre is free again, live; the code is gone from the card's page.
    await expect(dieselRow).toContainText('1 / 20\u00a0л');
    await expect(page.getByTestId('refuel-code')).toHaveCount(0);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a member removed while their pages are open is back in their own account, told why, on the open page by itself and on the next click @phone', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const owner = await ownerSession(request);
    const member = await newMember(request, 'fleet_manager', 'Leaving');
    // The same person acts for the company in a second browser too (a session of its own).
    const elsewhere = await actAs(
      request,
      await apiLogin(request, member.user.email, member.user.password),
      owner.user_id,
    );

    await seedSession(page, member.acting);
    await openLive(page, '/am/cards');
    await expect(page.getByRole('heading', { level: 1, name: 'Քարտեր' })).toBeVisible();
    await expect(accountButton(page, 'Փոխել հաշիվը')).toContainText('Ավտոպարկի կառավարիչ');
    const desktop = await windowFor(browser, elsewhere);
    // This window learns only on its next click: its live stream is held unanswered, so it
    // cannot follow by itself first (the phone shows that path) and race the click.
    await desktop.route(
      (url) => url.pathname === apiUrlOf(API_ROUTES.events.stream),
      () => {},
    );
    // Removed only once the page's own reads have answered: one answered after the removal is
    // refused, and would move the window back before the click.
    const answered = (path: string) =>
      desktop.waitForResponse((r) => new URL(r.url()).pathname === path && r.ok());
    await Promise.all([
      answered(apiUrlOf(API_ROUTES.vehicles.list)),
      answered(apiUrlOf(API_ROUTES.notifications.list)),
      desktop.goto('/ru/vehicles'),
    ]);
    await expect(desktop.getByRole('heading', { level: 1, name: 'Мои автомобили' })).toBeVisible();

    // The phone's page is left untouched: its live stream ends, and it follows by itself. It
    // says why for a few seconds, while the other window is busy: watched from now on.
    const phoneTold = expect(
      page.getByText('Դուք այլևս այս ընկերության թիմում չեք։ Շարունակում եք ձեր անձնական հաշվով։'),
    ).toBeVisible({ timeout: 40_000 });
    const removed = await request.delete(
      apiUrlOf(API_ROUTES.team.removeMember, {
        id: await membershipOf(request, owner, member.person.user_id),
      }),
      { headers: auth(owner) },
    );
    expect(removed.status(), await removed.text()).toBe(200);

    // The next click: refused, and the session moves back to the person's own account.
    await desktop
      .getByRole('navigation', { name: 'Главное меню' })
      .getByRole('link', { name: 'Карты' })
      .click();
    await expect(
      desktop.getByText(
        'Вы больше не состоите в команде этой компании. Вы снова в своём личном кабинете.',
      ),
    ).toBeVisible();
    await expect(desktop).toHaveURL('/ru/dashboard');
    await expect(accountButton(desktop, 'Сменить аккаунт')).toContainText(
      member.person.user_full_name,
    );
    await expect(
      desktop.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', {
        name: 'Друзья',
      }),
    ).toBeVisible();
    await desktop.context().close();

    await phoneTold;
    await expect(page).toHaveURL('/am/dashboard');
    await expect(accountButton(page, 'Փոխել հաշիվը')).not.toContainText('Ավտոպարկի կառավարիչ');
    await accountButton(page, 'Փոխել հաշիվը').click();
    await expect(page.getByRole('menuitemradio')).toHaveCount(1);
    await expect(page.getByRole('menuitemradio')).toContainText('Անձնական հաշիվ');
    await expect(
      page.getByText('Երբ որևէ ընկերություն ձեզ հրավիրի, այն կհայտնվի այստեղ։'),
    ).toBeVisible();
  });
});
