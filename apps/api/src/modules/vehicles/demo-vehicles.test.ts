import { API_ROUTES, apiUrlOf, vehiclesReplySchema } from '@fuel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoUsers } from '../../db/seed/demo-users';
import { signIn } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoUsers(t.database.db);
});
afterAll(() => t.close());

describe('demo vehicles', () => {
  it('the demo individual and company have vehicles with their fuels and tanks', async () => {
    for (const [email, password, count, dualFuel] of [
      ['ani@demo.fuel-cabinet.am', 'DemoPass1', 2, 1],
      ['fleet@demo.fuel-cabinet.am', 'DemoPass2', 4, 1],
    ] as const) {
      const { access_token } = await signIn(t.app, { email, password });
      const list = vehiclesReplySchema.parse(
        (
          await t.app.inject({
            url: apiUrlOf(API_ROUTES.vehicles.list),
            headers: { authorization: `Bearer ${access_token}` },
          })
        ).json(),
      );
      expect(list.count).toBe(count);
      expect(list.data.every((v) => v.primary_fuel_name.length > 0)).toBe(true);
      expect(list.data.every((v) => (v.primary_tank_capacity ?? 0) > 0)).toBe(true);
      expect(list.data.filter((v) => v.second_fuel_type && v.second_tank_capacity)).toHaveLength(
        dualFuel,
      );
    }
  });
});
