import { API_ROUTES, apiUrlOf, type RouteReply } from '@fuel/contract';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiLogin, createUser, type Session, seedSession } from './accounts';
import type { DevStationKey } from './dev-tools';

/** Sandbox test cards (README "Card payments"). */
export const CARDS = {
  approve: '4111 1111 1111 1111',
  decline: '4000 0000 0000 0002',
} as const;

const auth = (session: Session) => ({ Authorization: `Bearer ${session.access_token}` });

/** A new confirmed individual, signed in through the API and seeded into the page. */
export async function signInNewUser(page: Page, request: APIRequestContext): Promise<Session> {
  const user = await createUser(request, 'Buyer');
  const session = await apiLogin(request, user.email, user.password);
  await seedSession(page, session);
  return session;
}

export async function productId(request: APIRequestContext, name: string): Promise<string> {
  const reply = await request.get(apiUrlOf(API_ROUTES.products.list), {
    params: { limit: 100 },
    headers: { 'Accept-Language': 'en' },
  });
  const { data } = (await reply.json()) as RouteReply<typeof API_ROUTES.products.list>;
  const product = data.find((p) => p.name === name);
  if (!product) throw new Error(`no product ${name}`);
  return product.id;
}

export async function balanceOf(
  request: APIRequestContext,
  session: Session,
  id: string,
): Promise<{ balance: number; held: number }> {
  const reply = await request.get(apiUrlOf(API_ROUTES.ledger.balances), { headers: auth(session) });
  const { data } = (await reply.json()) as RouteReply<typeof API_ROUTES.ledger.balances>;
  const row = data.find((b) => b.product_id === id);
  return { balance: row?.balance ?? 0, held: row?.held ?? 0 };
}

/** Fills the sandbox bank page and presses Pay. */
export async function payOnSandbox(page: Page, card: string): Promise<void> {
  await expect(page.locator('#pan')).toBeVisible();
  await page.locator('#pan').fill(card);
  await page.locator('#expiry').fill('12/30');
  await page.locator('#cvc').fill('123');
  await page.locator('#cardholder').fill('TEST USER');
  await page.locator('button[name="action"][value="pay"]').click();
}

/**
 * Buys fuel without a browser: register, post the sandbox form with the approve card, sync.
 * With `saveCard`, the bank keeps the card for one-step buying.
 */
export async function topUp(
  request: APIRequestContext,
  session: Session,
  product: string,
  quantity: number,
  { saveCard = false } = {},
): Promise<void> {
  const reply = await request.post(apiUrlOf(API_ROUTES.payments.register), {
    headers: auth(session),
    data: { product_id: product, quantity, ...(saveCard && { save_card: true }) },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  const { formUrl } = (await reply.json()) as RouteReply<typeof API_ROUTES.payments.register>;
  const url = new URL(formUrl);
  const mdOrder = url.searchParams.get('mdOrder') ?? '';
  const paid = await request.post(url.pathname, {
    form: {
      mdOrder,
      language: 'en',
      pan: CARDS.approve,
      expiry: '12/30',
      cvc: '123',
      cardholder: 'TEST USER',
      action: 'pay',
      ...(saveCard && { saveCard: 'on' }),
    },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  const sync = await request.get(apiUrlOf(API_ROUTES.payments.sync, { orderId: mdOrder }), {
    headers: auth(session),
  });
  expect(((await sync.json()) as RouteReply<typeof API_ROUTES.payments.sync>).state).toBe('paid');
}

/** Plays the pump: a station key for YVN-KOMITAS, then completes the code with `dispensed`. */
export async function completeAtPump(
  request: APIRequestContext,
  code: string,
  dispensed: number,
): Promise<RouteReply<typeof API_ROUTES.pumpTerminal.completeCode>> {
  const keyReply = await request.post('/dev/station-keys', {
    data: { station_code: 'YVN-KOMITAS' },
  });
  expect(keyReply.status()).toBe(200);
  const { station_id, key } = (await keyReply.json()) as DevStationKey;
  const done = await request.post(
    apiUrlOf(API_ROUTES.pumpTerminal.completeCode, { stationId: station_id, code }),
    { headers: { Authorization: `Bearer ${key}` }, data: { dispensed } },
  );
  expect(done.status(), await done.text()).toBe(200);
  return (await done.json()) as RouteReply<typeof API_ROUTES.pumpTerminal.completeCode>;
}
