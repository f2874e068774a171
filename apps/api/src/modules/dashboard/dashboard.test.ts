import { API_ROUTES, apiUrlOf, dashboardReplySchema } from '@fuel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../test/factories';
import { creditFuel, productByCode } from '../../test/money';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/user/dashboard', () => {
  it('gathers balances, a few vehicles and the latest transactions of the user', async () => {
    const user = await createUser(t.database.db);
    const diesel = await productByCode(t.database.db, 'DIESEL');
    await creditFuel(t.database.db, user.id, diesel.id, 42);
    const { access_token } = await signIn(t.app, user);
    const headers = { authorization: `Bearer ${access_token}`, 'accept-language': 'en' };
    for (const plate of ['11 AA 111', '22 BB 222', '33 CC 333', '44 DD 444']) {
      await t.app.inject({
        method: 'POST',
        url: apiUrlOf(API_ROUTES.vehicles.create),
        headers,
        payload: { license_plate: plate, model: 'Lada Niva', primary_fuel_type: diesel.id },
      });
    }
    await t.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.refuels.create),
      headers,
      payload: { product_id: diesel.id, volume: 2 },
    });

    const res = await t.app.inject({ url: apiUrlOf(API_ROUTES.dashboard.get), headers });
    const body = dashboardReplySchema.parse(res.json());
    expect(body.balances.find((b) => b.product_code === 'DIESEL')).toMatchObject({
      balance: 40,
      held: 2,
    });
    expect(body.vehicles.count).toBe(4);
    expect(body.vehicles.data.map((v) => v.license_plate)).toEqual([
      '44 DD 444',
      '33 CC 333',
      '22 BB 222',
    ]);
    expect(body.transactions).toMatchObject({
      count: 1,
      data: [{ type: 'charging', quantity: -2 }],
    });
    expect(body.friends).toEqual({ count: 0, data: [] });
    expect((await t.app.inject(apiUrlOf(API_ROUTES.dashboard.get))).statusCode).toBe(401);
  });
});
