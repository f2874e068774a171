import {
  API_ROUTES,
  apiUrlOf,
  cardsReplySchema,
  errorBodySchema,
  isTrivialPin,
} from '@fuel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoUsers } from '../../db/seed/demo-users';
import { signIn } from '../../test/factories';
import { expectLedgerBalanced } from '../../test/money';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { DEMO_CARD, DEMO_STOCK_CARD } from '.';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoUsers(t.database.db);
});
afterAll(async () => {
  await expectLedgerBalanced(t.database.db);
  await t.close();
});

describe('demo fuel cards', () => {
  it('the demo company has three handed-over cards, one blocked, and card refuels in its history', async () => {
    const { access_token } = await signIn(t.app, {
      email: 'fleet@demo.fuel-cabinet.am',
      password: 'DemoPass2',
    });
    const headers = { authorization: `Bearer ${access_token}` };
    const cards = cardsReplySchema.parse(
      (await t.app.inject({ url: apiUrlOf(API_ROUTES.cards.list), headers })).json(),
    );
    expect(cards.count).toBe(3);
    expect(cards.data.filter((c) => c.state === 'blocked')).toHaveLength(1);
    const demo = cards.data.find((c) => c.last4 === '1015');
    expect(demo?.products[0]?.day_used).toBe(36.5);
    const history = await t.app.inject({
      url: apiUrlOf(API_ROUTES.cards.transactions, { id: demo?.id }),
      headers,
    });
    // Today's two at the station, newest first, after the truck's fills of the months before.
    const refuels = history.json() as { count: number; data: { quantity: number }[] };
    expect(refuels.data.slice(0, 2).map((r) => r.quantity)).toEqual([-14, -22.5]);
    expect(refuels.count).toBeGreaterThan(10);
    const orders = await t.app.inject({ url: apiUrlOf(API_ROUTES.cards.orders), headers });
    expect(orders.json().data[0]).toMatchObject({ status: 'handed_over', quantity: 3 });
  });

  it('the card in stock printed at start can be added by the demo company, once', async () => {
    const { access_token } = await signIn(t.app, {
      email: 'fleet@demo.fuel-cabinet.am',
      password: 'DemoPass2',
    });
    const add = () =>
      t.app.inject({
        method: 'POST',
        url: apiUrlOf(API_ROUTES.cards.add),
        headers: { authorization: `Bearer ${access_token}` },
        payload: {
          number: DEMO_STOCK_CARD.number,
          activation_code: DEMO_STOCK_CARD.activationCode,
        },
      });
    const added = await add();
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ last4: DEMO_STOCK_CARD.number.slice(-4) });
    // Now the company's own: entering it again says so.
    expect(errorBodySchema.parse((await add()).json()).errors[0]?.code).toBe('CARD_ALREADY_YOURS');
  });

  it('the demo card’s PIN printed at start is one a company could set', () => {
    expect(isTrivialPin(DEMO_CARD.pin)).toBe(false);
  });
});
