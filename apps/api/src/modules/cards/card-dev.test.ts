import {
  API_ROUTES,
  apiUrlOf,
  cardSchema,
  cardsReplySchema,
  type cardsRoutes,
  type RouteReply,
} from '@fuel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../test/factories';
import { creditFuel, expectLedgerBalanced, productByCode } from '../../test/money';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await expectLedgerBalanced(t.database.db);
  await t.close();
});

describe('card development tools', () => {
  it('advances an order step by step, then a handed-over card pays on the pump page', async () => {
    const user = await createUser(t.database.db, { type: 'company' });
    const lpg = await productByCode(t.database.db, 'LPG');
    await creditFuel(t.database.db, user.id, lpg.id, 50);
    const headers = { authorization: `Bearer ${(await signIn(t.app, user)).access_token}` };
    const ordered = await t.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.cards.order),
      headers,
      payload: { quantity: 2, address: 'Gyumri, Abovyan 3', note: 'Call before' },
    });
    const { number } = ordered.json() as RouteReply<typeof cardsRoutes.order>;
    const steps = [];
    let handed: { id: string; number: string }[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/dev/card-orders/advance',
        payload: { number },
      });
      steps.push(res.json().status);
      if (i === 2) handed = res.json().cards;
    }
    expect(steps).toEqual(['produced', 'ready_for_pickup', 'handed_over']);
    expect(handed).toHaveLength(2);
    const again = await t.app.inject({
      method: 'POST',
      url: '/dev/card-orders/advance',
      payload: { number },
    });
    expect(again.statusCode).toBe(409);

    const list = cardsReplySchema.parse(
      (await t.app.inject({ url: apiUrlOf(API_ROUTES.cards.list), headers })).json(),
    );
    expect(list.count).toBe(2);
    expect(list.data.every((c) => c.name === null && c.state === 'active')).toBe(true);
    const messages = await t.app.inject({
      url: apiUrlOf(API_ROUTES.notifications.list),
      headers: { ...headers, 'accept-language': 'en' },
    });
    expect(JSON.stringify(messages.json())).toContain(
      `order No. ${number} (2) have been handed over`,
    );

    const card = handed[0];
    if (!card) throw new Error('no card');
    await t.app.inject({
      method: 'PATCH',
      url: apiUrlOf(API_ROUTES.cards.update, { id: card.id }),
      headers,
      payload: {
        pin: '2468',
        products: [{ product_id: lpg.id, day_limit: 40, month_limit: null }],
      },
    });
    const paid = await t.app.inject({
      method: 'POST',
      url: '/dev/pump/card',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `station=YVN-KOMITAS&card=${card.number}&pin=2468&product=${lpg.id}&volume=12.5`,
    });
    expect(paid.body).toContain('Dispensed 12.5 with the card.');
    const after = cardSchema.parse(
      (
        await t.app.inject({ url: apiUrlOf(API_ROUTES.cards.get, { id: card.id }), headers })
      ).json(),
    );
    expect(after.products[0]).toMatchObject({ day_used: 12.5, day_remaining: 27.5 });
  });

  it('the pump page takes a card number and PIN', async () => {
    const page = await t.app.inject('/dev/pump');
    expect(page.body).toContain('action="/dev/pump/card"');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/dev/pump/card',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'station=YVN-KOMITAS&card=9051000000000000&pin=1234&product=x&volume=5',
    });
    expect(refused.body).toContain('Refused: NOT_FOUND (card_number)');
  });
});
