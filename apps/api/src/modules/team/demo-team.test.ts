import { API_ROUTES, actingAccountsReplySchema, apiUrlOf, cardsReplySchema } from '@fuel/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/database';
import { DEMO_TEAM, seedDemoUsers } from '../../db/seed/demo-users';
import { signIn } from '../../test/factories';
import { actingFor } from '../../test/team';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let fleet = 0;
const fleetPublicId = () => fleet;
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
      fleet = accounts[1]?.account_id ?? 0;
    }
  });

  it('gives each driver a card of their own and leaves one ask for more waiting', async () => {
    const [first, second] = DEMO_TEAM.filter((m) => m.role === 'driver');
    if (!first || !second) throw new Error('no drivers');
    const { access } = await actingFor(
      t.app,
      { ...first.account, id: '', publicId: 0, phone: '', type: 'individual' },
      fleetPublicId(),
    );
    const cards = cardsReplySchema.parse(
      (
        await t.app.inject({
          url: apiUrlOf(API_ROUTES.cards.list),
          headers: { authorization: `Bearer ${access}` },
        })
      ).json(),
    );
    expect(cards.data).toHaveLength(1);
    expect(cards.data[0]?.driver?.name).toBe(
      `${first.account.firstName} ${first.account.lastName}`,
    );
    const waiting = await t.database.db.execute(
      sql`select count(*)::int as n from card_extras where state = 'open'`,
    );
    expect(rowsOf<{ n: number }>(waiting)[0]?.n).toBe(1);
  });
});
