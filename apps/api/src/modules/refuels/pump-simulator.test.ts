import { API_ROUTES, apiUrlOf, refuelSchema } from '@fuel/contract';
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

describe('development pump simulator', () => {
  it('redeems a code from the form and issues station keys', async () => {
    const user = await createUser(t.database.db);
    const lpg = await productByCode(t.database.db, 'LPG');
    await creditFuel(t.database.db, user.id, lpg.id, 30);
    const { access_token } = await signIn(t.app, user);
    const refuel = refuelSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: apiUrlOf(API_ROUTES.refuels.create),
          headers: { authorization: `Bearer ${access_token}` },
          payload: { product_id: lpg.id, volume: 25 },
        })
      ).json(),
    );

    const form = await t.app.inject('/dev/pump');
    expect(form.body).toContain('<option value="YVN-KOMITAS">');
    expect(form.body).not.toMatch(/<script|style=/);

    const done = await t.app.inject({
      method: 'POST',
      url: '/dev/pump',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        station: 'YVN-ARSHAKUNYATS',
        code: refuel.code ?? '',
        volume: '21.5',
      }).toString(),
    });
    expect(done.body).toContain('Dispensed 21.5; 3.5 released back to the balance.');

    // A driver who gave up: the pump gives the code back, its whole volume released.
    const unused = refuelSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: apiUrlOf(API_ROUTES.refuels.create),
          headers: { authorization: `Bearer ${access_token}` },
          payload: { product_id: lpg.id, volume: 4 },
        })
      ).json(),
    );
    expect(form.body).toContain('Nothing dispensed: cancel the code');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/dev/pump',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        station: 'YVN-KOMITAS',
        code: unused.code ?? '',
        volume: '',
        action: 'cancel',
      }).toString(),
    });
    expect(cancelled.body).toContain(
      'Nothing dispensed: the code is cancelled, 4 released back to the balance.',
    );

    const again = await t.app.inject({
      method: 'POST',
      url: '/dev/pump',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        station: 'YVN-KOMITAS',
        code: '000000',
        volume: '1',
      }).toString(),
    });
    expect(again.body).toContain('Refused: NOT_FOUND');

    const key = await t.app.inject({
      method: 'POST',
      url: '/dev/station-keys',
      payload: { station_code: 'GORIS-SYUNIK' },
    });
    expect(key.json()).toMatchObject({ key: expect.stringMatching(/^fcst_/) });
  });
});
