import { API_ROUTES, apiUrlOf, type RouteReply } from '@fuel/contract';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type Session, signInAs } from './support/accounts';
import { seriousViolations } from './support/axe';
import type { DevCardOrderAdvance } from './support/dev-tools';
import { productId, topUp } from './support/money';

const auth = (s: Session) => ({ Authorization: `Bearer ${s.access_token}` });

async function cardIds(request: APIRequestContext, session: Session): Promise<string[]> {
  const reply = await request.get(`${apiUrlOf(API_ROUTES.cards.list)}?limit=100`, {
    headers: auth(session),
  });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as RouteReply<typeof API_ROUTES.cards.list>).data.map((c) => c.id);
}

/** Plays the retailer: moves the order one step on (the admin command's development twin). */
async function advanceOrder(request: APIRequestContext, orderId: string) {
  const reply = await request.post('/dev/card-orders/advance', { data: { id: orderId } });
  expect(reply.status(), await reply.text()).toBe(200);
  return (await reply.json()) as DevCardOrderAdvance;
}

/** A handed-over card for screens that only look: ordered through the API, handed over at once. */
async function aCard(request: APIRequestContext, session: Session): Promise<string> {
  const stations = await request.get(`${apiUrlOf(API_ROUTES.stations.list)}?limit=100`);
  const station = ((await stations.json()) as RouteReply<typeof API_ROUTES.stations.list>).data[0]
    ?.id;
  const order = await request.post(apiUrlOf(API_ROUTES.cards.order), {
    headers: auth(session),
    data: { quantity: 1, station_id: station },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { id } = (await order.json()) as RouteReply<typeof API_ROUTES.cards.order>;
  const reply = await request.post('/dev/card-orders/advance', {
    data: { id, to: 'handed_over' },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return ((await reply.json()) as DevCardOrderAdvance).cards[0]?.id ?? '';
}

/**
 * Plays the pump at Komitas on the development pump page, in a tab of its own: the card's
 * number, its PIN, the fuel and the volume dispensed. Returns the page's result line.
 */
async function pumpWithCard(
  pump: Page,
  card: { number: string; pin: string; product: string },
  volume: string,
) {
  await pump.goto('/dev/pump');
  const form = pump.locator('form[action="/dev/pump/card"]');
  await form.getByLabel('Station').selectOption('YVN-KOMITAS');
  await form.getByLabel('Card number').fill(card.number);
  await form.getByLabel('PIN').fill(card.pin);
  await form.getByLabel('Fuel').selectOption(card.product);
  await form.getByLabel(/^Volume dispensed/).fill(volume);
  await form.getByRole('button', { name: 'Pay with card' }).click();
  return pump.getByRole('status');
}

test('a company orders cards, limits one, refuels with it live, blocks it, moves its fuel back and deletes it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const session = await signInAs(page, request, 'company');
  const regular = await productId(request, 'Regular 92');
  await topUp(request, session, regular, 30);
  const before = await cardIds(request, session);

  await page.goto('/en/cards');
  await expect(page.getByRole('heading', { level: 1, name: 'Cards' })).toBeVisible();
  await page.getByRole('button', { name: 'Order cards' }).click();
  const order = page.getByRole('dialog', { name: 'Order cards' });
  await order.getByRole('button', { name: 'Place the order' }).click();
  await expect(order.getByLabel('Number of cards')).toBeFocused();
  await order.getByLabel('Number of cards').fill('2');
  await order
    .getByLabel('Station', { exact: true })
    .selectOption({ label: 'Komitas, 54 Komitas Ave' });
  await order.getByRole('button', { name: 'Place the order' }).click();
  await expect(page.getByText('Order placed. Cards ordered: 2.')).toBeVisible();
  const placed = page.getByTestId('card-order').filter({ hasText: 'Cards ordered: 2' }).first();
  await expect(placed.getByRole('status')).toHaveText('Status: Received');

  // The retailer moves the order on; each step reaches the open page without a reload.
  // Other tests order cards for the same demo company at the same time: pick this order.
  const orders = await request.get(apiUrlOf(API_ROUTES.cards.orders), { headers: auth(session) });
  const orderId =
    ((await orders.json()) as RouteReply<typeof API_ROUTES.cards.orders>).data.find(
      (o) => o.quantity === 2 && o.status === 'received',
    )?.id ?? '';
  await advanceOrder(request, orderId);
  await expect(placed.getByRole('status')).toHaveText('Status: Produced');
  await advanceOrder(request, orderId);
  const handed = await advanceOrder(request, orderId);
  await expect(placed.getByRole('status')).toHaveText('Status: Handed over');
  const listed = await cardIds(request, session);
  const fresh = handed.cards.map((c) => c.id);
  expect(fresh).toHaveLength(2);
  for (const id of fresh) {
    expect(before).not.toContain(id);
    expect(listed).toContain(id);
  }
  const number = handed.cards.find((c) => c.id === fresh[0])?.number ?? '';
  const last4 = number.slice(-4);
  await expect(page.getByRole('link', { name: `Manage card •••• ${last4}` })).toBeVisible();
  await page.getByRole('link', { name: `Manage card •••• ${last4}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Card: •••• ${last4}`);
  await expect(page.getByText('You have not made any transactions')).toBeVisible();

  // Settings: Regular 92 only, 10 L a day; then a PIN.
  await page.getByRole('button', { name: 'Edit settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Card settings' });
  await settings.getByLabel('Driver or card name').fill('Aram Petrosyan');
  await settings.getByRole('checkbox', { name: 'Regular 92' }).check();
  await settings.getByLabel('Regular 92: daily limit, L').fill('10');
  await settings.getByLabel('Regular 92: monthly limit, L').fill('100');
  await settings.getByRole('radio', { name: 'Only the fuel loaded onto the card' }).check();
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Card settings saved.')).toBeVisible();
  const limits = page.getByRole('region', { name: 'Limits and settings' });
  await expect(limits.getByRole('row', { name: /Regular 92/ })).toContainText('10 / 10\u00a0L');

  await page.getByRole('button', { name: 'Set PIN' }).click();
  const pin = page.getByRole('dialog', { name: 'PIN for the pump' });
  await pin.getByLabel('New PIN').fill('4821');
  await pin.getByLabel('Repeat the PIN').fill('4812');
  await pin.getByRole('button', { name: 'Save' }).click();
  await expect(pin.getByText('The PINs do not match')).toBeVisible();
  await pin.getByLabel('Repeat the PIN').fill('4821');
  await pin.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('PIN saved.')).toBeVisible();
  await expect(limits).toContainText('PINSet');

  // Fuel onto the card.
  await page.getByRole('button', { name: 'Load onto the card' }).click();
  const load = page.getByRole('dialog', { name: 'Load fuel onto the card' });
  await load.getByLabel('Fuel').selectOption({ label: 'Regular 92' });
  await load.getByLabel('Quantity, L').fill('12');
  await load.getByRole('button', { name: 'Load', exact: true }).click();
  await expect(page.getByText('Loaded onto the card: 12\u00a0L.')).toBeVisible();
  const fuel = page.getByRole('region', { name: 'Fuel on the card' });
  await expect(fuel.getByTestId('card-fuel')).toContainText('12\u00a0L');

  // The driver refuels at the pump; the card's open page shows it without a reload.
  const atPump = { number, pin: '4821', product: regular };
  const pump = await page.context().newPage();
  await expect(await pumpWithCard(pump, atPump, '4.5')).toHaveText('Dispensed 4.5 with the card.');
  const history = page.getByRole('list', { name: 'Card history' });
  const refuelled = history.getByTestId('card-history-row').filter({ hasText: 'Refuelling' });
  await expect(refuelled).toContainText('-4.5\u00a0L');
  // Its status is named as on Transactions.
  await expect(refuelled).toContainText('Success');
  // Signed from the card's side: what was loaded onto it is a plus here.
  await expect(
    history.getByTestId('card-history-row').filter({ hasText: 'Loaded onto the card' }),
  ).toContainText('+12\u00a0L');
  await expect(fuel.getByTestId('card-fuel')).toContainText('7.5\u00a0L');
  await expect(limits.getByRole('row', { name: /Regular 92/ })).toContainText('5.5 / 10\u00a0L');

  // Blocked: the pump refuses it.
  await page.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByText('The card is blocked: pumps refuse it.')).toBeVisible();
  await expect(page.getByTestId('card-state')).toHaveText('Blocked');
  await expect(await pumpWithCard(pump, atPump, '1')).toHaveText('Refused: CARD_BLOCKED');
  await pump.close();

  // The rest of its fuel goes back to the company.
  await page.getByRole('button', { name: 'Move back' }).click();
  const back = page.getByRole('dialog', { name: 'Move fuel back' });
  await back.getByRole('button', { name: /^Move all back: 7.5/ }).click();
  await expect(page.getByText('Moved back to your balance: 7.5\u00a0L.')).toBeVisible();
  await expect(fuel).toContainText('No fuel is loaded onto this card.');

  // Deleted after the confirmation; the list no longer offers it.
  await page.getByRole('button', { name: 'Delete card' }).click();
  const confirm = page.getByRole('dialog', { name: `Delete card •••• ${last4}?` });
  await expect(confirm).toContainText('Once removed, it cannot be undone.');
  await confirm.getByRole('button', { name: 'Keep the card' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Delete card' }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL('/en/cards');
  await expect(page.getByText(`Card •••• ${last4} deleted.`)).toBeVisible();
});

for (const [lang, title] of [
  ['am', 'Քարտեր'],
  ['ru', 'Карты'],
] as const) {
  test(`/${lang}/cards and a card have no serious accessibility violations`, async ({
    page,
    request,
  }) => {
    const session = await signInAs(page, request, 'company');
    await aCard(request, session);
    await page.goto(`/${lang}/cards`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('card-state').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // "Manage card •••• 1234", in the page's language.
    await page
      .getByRole('link', { name: /•••• \d{4}/ })
      .first()
      .click();
    await expect(page.getByRole('region').first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the Cards screens fit a phone in Armenian @phone', async ({ page, request, isMobile }) => {
  expect(isMobile).toBe(true);
  const session = await signInAs(page, request, 'company');
  const id = await aCard(request, session);
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  await page.goto('/am/cards');
  await expect(page.getByTestId('card-state').first()).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.goto(`/am/cards/${id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Քարտի պատմությունը' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Փոխել կարգավորումները' }).click();
  const dialog = page.getByRole('dialog', { name: 'Քարտի կարգավորումներ' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box?.width ?? 999).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
});
