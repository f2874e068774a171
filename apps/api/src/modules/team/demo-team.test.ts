import { API_ROUTES, actingAccountsReplySchema, apiUrlOf } from '@fuel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEAM, seedDemoUsers } from '../../db/seed/demo-users';
import { signIn } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoUsers(t.database.db);
});
afterAll(() => t.close());

describe('the demo team', () => {
  it('gives Ararat Trans an administrator, a fleet manager, an accountant and two drivers', async () => {
    expect(DEMO_TEAM.map((m) => m.role)).toEqual([
      'administrator',
      'fleet_manager',
      'accountant',
      'driver',
      'driver',
    ]);
    for (const member of DEMO_TEAM) {
      const session = await signIn(t.app, member.account);
      const res = await t.app.inject({
        url: apiUrlOf(API_ROUTES.team.accounts),
        headers: { authorization: `Bearer ${session.access_token}` },
      });
      const accounts = actingAccountsReplySchema.parse(res.json()).data;
      expect(accounts[1]).toMatchObject({ name: 'Արարատ Տրանս ՍՊԸ', role: member.role });
    }
  });
});
