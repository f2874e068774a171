import { FILL_EXCEPTIONS } from '@fuel/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/database';
import { users } from '../../db/schema';
import { seedDemoUsers } from '../../db/seed/demo-users';
import { expectFillMonthsKept } from '../../test/fleet';
import { expectLedgerBalanced } from '../../test/money';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { seedDemoFills } from '.';
import { consumptionReport, listFillExceptions } from './report.service';

/** The demo's fills (demo-driving.ts): figures that look like real vehicles', and every flag. */
let t: TestApp;
const account: Record<'ani' | 'fleet', string> = { ani: '', fleet: '' };

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoUsers(t.database.db);
  for (const [key, email] of [
    ['ani', 'ani@demo.fuel-cabinet.am'],
    ['fleet', 'fleet@demo.fuel-cabinet.am'],
  ] as const) {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    account[key] = row?.id ?? '';
  }
});
afterAll(async () => {
  await expectLedgerBalanced(t.database.db);
  await expectFillMonthsKept(t.database.db);
  await t.close();
});

const report = (userId: string, by?: 'vehicle' | 'card' | 'driver') =>
  consumptionReport(t.database.db, userId, by ? { by } : {}, 'en');

/** Consumption per 100 km by plate and fuel. */
async function figures(userId: string) {
  const reply = await report(userId);
  return Object.fromEntries(
    reply.vehicles.flatMap((v) =>
      v.fuels.map((f) => [`${v.license_plate} ${f.product_name}`, f.per_100km]),
    ),
  );
}

describe('the demo fills', () => {
  it('give the individual’s petrol car and LPG + petrol car believable consumption', async () => {
    const per100 = await figures(account.ani);
    // The diesel booked to the petrol car is listed, and measures nothing.
    expect(Object.keys(per100).sort()).toEqual([
      '01 AA 118 Diesel',
      '01 AA 118 Regular 92',
      '35 OK 721 LPG (propane)',
      '35 OK 721 Premium 95',
    ]);
    expect(per100['01 AA 118 Diesel']).toBeNull();
    expect(per100['01 AA 118 Regular 92']).toBeGreaterThanOrEqual(7);
    expect(per100['01 AA 118 Regular 92']).toBeLessThanOrEqual(9);
    expect(per100['35 OK 721 LPG (propane)']).toBeGreaterThanOrEqual(10);
    expect(per100['35 OK 721 LPG (propane)']).toBeLessThanOrEqual(13.5);
    expect(per100['35 OK 721 Premium 95']).toBeGreaterThan(0.8);
    expect(per100['35 OK 721 Premium 95']).toBeLessThan(3);
  });

  it('give the company’s trucks, dual-fuel van and CNG car believable consumption', async () => {
    const per100 = await figures(account.fleet);
    for (const truck of ['77 TT 301 Diesel', '77 TT 302 Diesel']) {
      expect(per100[truck]).toBeGreaterThanOrEqual(25);
      expect(per100[truck]).toBeLessThanOrEqual(32);
    }
    expect(per100['45 LV 916 LPG (propane)']).toBeGreaterThanOrEqual(14);
    expect(per100['45 LV 916 LPG (propane)']).toBeLessThanOrEqual(19);
    expect(per100['45 LV 916 Regular 92']).toBeGreaterThan(1);
    expect(per100['45 LV 916 Regular 92']).toBeLessThan(4);
    expect(per100['45 LV 917 CNG (natural gas)']).toBeGreaterThanOrEqual(7);
    expect(per100['45 LV 917 CNG (natural gas)']).toBeLessThanOrEqual(9.5);
    const cng = (await report(account.fleet)).vehicles.find((v) => v.license_plate === '45 LV 917');
    expect(cng?.fuels[0]?.unit).toBe('m3');
  });

  it('show the trucks by card and by driver, three months of them', async () => {
    const byCard = await report(account.fleet, 'card');
    const byDriver = await report(account.fleet, 'driver');
    const labels = (rows: { label: string }[]) => [...new Set(rows.map((m) => m.label))].sort();
    expect(labels(byCard.months)).toEqual(['', '•••• 1015', '•••• 1023']);
    expect(labels(byDriver.months)).toEqual(['', 'Գոռ Մանուկյան', 'Վահե Աբրահամյան']);
    expect(new Set(byCard.months.map((m) => m.month)).size).toBeGreaterThanOrEqual(3);
  });

  it('flag at least one fill of each kind, for the individual and for the company', async () => {
    for (const userId of [account.ani, account.fleet]) {
      for (const kind of FILL_EXCEPTIONS) {
        const list = await listFillExceptions(
          t.database.db,
          { userId },
          { kind, offset: 1, limit: 10 },
          'en',
        );
        expect(list.count, kind).toBeGreaterThanOrEqual(1);
        expect(list.data[0]?.exceptions).toContain(kind);
      }
    }
  });

  it('include tanks only topped up, and each fill is a refuel of the history, fuel bought before', async () => {
    const db = t.database.db;
    const [row] = rowsOf<{ partial: number; fills: number; linked: number; vehicle: number }>(
      await db.execute(sql`select
        count(*) filter (where not f.full_tank)::int as partial,
        count(*)::int as fills,
        count(h.id)::int as linked,
        (count(r.vehicle_id) + count(c.vehicle_id))::int as vehicle
      from vehicle_fills f
        left join transactions h on h.reference_id = f.id and h.type = 'charging'
        left join refuel_authorizations r on r.id = f.id and r.vehicle_id = f.vehicle_id
        left join card_refuels c on c.id = f.id and c.vehicle_id = f.vehicle_id`),
    );
    expect(row?.partial).toBeGreaterThanOrEqual(5);
    expect(row?.linked).toBe(row?.fills);
    expect(row?.vehicle).toBe(row?.fills);
    // A card's fills are of the fuel the card may draw.
    const [misfit] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from vehicle_fills f
        where f.card_id is not null and not exists (select 1 from card_products p
          where p.card_id = f.card_id and p.product_id = f.product_id)`),
    );
    expect(misfit?.n).toBe(0);
  });

  it('are reported over any period as the sums of its fills, months kept summed or not', async () => {
    const day = (daysAgo: number) =>
      new Date(Date.now() + 4 * 3600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
    for (const query of [
      {},
      { from: day(80), to: day(20), by: 'card' as const },
      { from: day(45), to: day(0), by: 'driver' as const },
    ]) {
      const reply = await consumptionReport(t.database.db, account.fleet, query, 'en');
      const range = sql`f.filled_at >= ${`${reply.from}T00:00:00+04:00`}::timestamptz
        and f.filled_at < ${`${reply.to}T00:00:00+04:00`}::timestamptz + interval '1 day'`;
      const key = { vehicle: sql`f.vehicle_id`, card: sql`f.card_id`, driver: sql`f.driver_id` }[
        query.by ?? 'vehicle'
      ];
      const months = rowsOf<{ month: string; key: string | null; product_id: string; q: string }>(
        await t.database.db.execute(sql`select to_char(f.filled_at at time zone 'Asia/Yerevan',
            'YYYY-MM') as month, ${key}::text as key, f.product_id::text, sum(f.quantity)::text as q
          from vehicle_fills f where f.user_id = ${account.fleet} and ${range}
          group by 1, 2, 3 order by 1, 2, 3`),
      );
      expect(
        reply.months.map((m) => [m.month, m.key, m.product_id, Math.round(m.quantity * 1000)]),
      ).toEqual(months.map((m) => [m.month, m.key, m.product_id, Number(m.q)]));
      const [totals] = rowsOf<{ d: string; m: string }>(
        await t.database.db.execute(sql`select coalesce(sum(f.distance_km), 0)::text as d,
            coalesce(sum(f.segment_quantity), 0)::text as m
          from vehicle_fills f where f.user_id = ${account.fleet} and ${range}`),
      );
      const fuels = reply.vehicles.flatMap((v) => v.fuels);
      expect(fuels.reduce((sum, f) => sum + f.distance_km, 0)).toBe(Number(totals?.d));
      expect(Math.round(fuels.reduce((sum, f) => sum + f.measured_quantity * 1000, 0))).toBe(
        Number(totals?.m),
      );
    }
  });

  it('are seeded once: a second run adds nothing', async () => {
    const count = async () =>
      rowsOf<{ n: number }>(
        await t.database.db.execute(sql`select count(*)::int as n from vehicle_fills`),
      )[0]?.n;
    const before = await count();
    expect(before).toBeGreaterThan(100);
    const again = await seedDemoFills(t.database.db, { userId: account.fleet, stations: [] });
    expect(again).toEqual([]);
    expect(await count()).toBe(before);
  });
});
