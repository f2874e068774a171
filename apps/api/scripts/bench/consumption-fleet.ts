/**
 * The large fleet of `npm run bench:consumption`: one company with `vehicles` vehicles (petrol,
 * diesel, LPG + petrol, CNG + petrol and CNG), three in four with a fuel card and its driver, and
 * `days` of fills: each fuel of each vehicle filled every 1–3 days, now and then only topped up,
 * worked out by the product's own arithmetic (analyseFills) and written many rows a statement,
 * with the monthly sums the product keeps beside them (vehicle_fill_months).
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../src/config/env';
import type { Db } from '../../src/db/database';
import { cards, products, stations, users, vehicles } from '../../src/db/schema';
import { seedCatalog } from '../../src/db/seed';
import { startSession } from '../../src/modules/auth';
import { analyseFills } from '../../src/modules/fleet/consumption';
import { random } from '../../src/modules/fleet/demo-driving';
import { refreshFillMonths } from '../../src/modules/fleet/fill-months.repository';
import { type FillRow, insertFills } from '../../src/modules/fleet/fills.repository';
import { settingsOf } from '../../src/modules/fleet/settings.service';

const HOUR = 3600_000;
export const DAY = 24 * HOUR;

/** Kinds of vehicle, in the fleet's proportions: fuels (codes), tanks and use. */
const KINDS = [
  { share: 0.3, fuels: [['REGULAR_92', 50, 8]], model: 'Kia Rio', km: [40, 160] },
  { share: 0.2, fuels: [['DIESEL', 450, 28]], model: 'MAN TGX', km: [150, 450] },
  {
    share: 0.3,
    fuels: [
      ['LPG', 60, 12],
      ['REGULAR_92', 50, 2],
    ],
    model: 'Toyota Camry LPG',
    km: [40, 140],
  },
  {
    share: 0.1,
    fuels: [
      ['CNG', 25, 8],
      ['REGULAR_92', 45, 1.5],
    ],
    model: 'Lada Largus CNG',
    km: [20, 80],
  },
  { share: 0.1, fuels: [['CNG', 25, 8.5]], model: 'Opel Zafira CNG', km: [20, 80] },
] as const;
/** Where each kind's share ends, from 0 to 1. */
const BOUNDS = KINDS.map((_, i) => KINDS.slice(0, i + 1).reduce((sum, k) => sum + k.share, 0));

export interface BenchFleet {
  /** A session of the company's. */
  token: string;
  /** The first vehicle, for the one-vehicle reports. */
  vehicleId: string;
  fillCount: number;
  flagged: number;
}

/** Loads the fleet into a migrated database whose catalog is not seeded yet. */
export async function loadFleet(
  db: Db,
  config: Config,
  { vehicles: VEHICLES, days: DAYS, now }: { vehicles: number; days: number; now: number },
): Promise<BenchFleet> {
  const first = now - DAYS * DAY;
  let vehicleId = '';
  let flagged = 0;
  await seedCatalog(db);
  const catalog = await db
    .select({ id: products.id, code: products.code, price: products.price })
    .from(products);
  const productOf = (code: string) => {
    const p = catalog.find((c) => c.code === code);
    if (!p) throw new Error(`no product ${code}`);
    return p;
  };
  const stationIds = (await db.select({ id: stations.id }).from(stations)).map((s) => s.id);
  await db.execute(sql`insert into users (public_id, type, first_name, last_name, company_name, email, password_hash)
    select 3000000 + g, case when g = 0 then 'company' else 'individual' end,
      'Driver', g::text, case when g = 0 then 'Bench Fleet' end, 'fleet' || g || '@bench.am', 'x'
    from generate_series(0, 100) g`);
  const people = await db
    .select()
    .from(users)
    .where(sql`${users.publicId} >= 3000000`)
    .orderBy(users.publicId);
  const [fleet, ...drivers] = people;
  if (!fleet) throw new Error('no account');
  const rnd = random(20_261_129);
  const between = (lo: number, hi: number) => lo + (hi - lo) * rnd();
  const settings = await settingsOf(db, fleet.id);

  const fills: FillRow[] = [];
  for (let v = 0; v < VEHICLES; v++) {
    const kind = KINDS[BOUNDS.findIndex((b) => (v + 0.5) / VEHICLES < b)] ?? KINDS[0];
    const fuels = kind.fuels.map(([code, tank, per100]) => ({
      product: productOf(code),
      tank,
      per100,
    }));
    const [row] = await db
      .insert(vehicles)
      .values({
        userId: fleet.id,
        licensePlate: `${10 + (v % 89)} BF ${String(100 + v).padStart(3, '0')}`,
        plateKey: `BF${v}`,
        model: kind.model,
        primaryFuelId: fuels[0]?.product.id ?? '',
        secondFuelId: fuels[1]?.product.id ?? null,
        primaryTankCapacity: fuels[0]?.tank ?? null,
        secondTankCapacity: fuels[1]?.tank ?? null,
      })
      .returning({ id: vehicles.id });
    if (!row) throw new Error('no vehicle');
    if (v === 0) vehicleId = row.id;
    // Three vehicles in four are filled with a card of their own, in a driver's name.
    const driver = v % 4 === 3 ? undefined : drivers[v % drivers.length];
    let cardId: string | null = null;
    if (driver) {
      const number = `9059${String(v).padStart(12, '0')}`;
      const [card] = await db
        .insert(cards)
        .values({
          number,
          last4: number.slice(-4),
          activationCodeHash: 'x',
          userId: fleet.id,
          name: `Card ${v}`,
          vehicleId: row.id,
          driverUserId: driver.id,
          addedAt: new Date(first),
        })
        .returning({ id: cards.id });
      cardId = card?.id ?? null;
    }
    // The odometer at the end of each day.
    const odometer: number[] = [];
    let km = Math.round(between(20_000, 300_000));
    for (let d = 0; d <= DAYS + 1; d++) {
      km += Math.round(between(kind.km[0], kind.km[1]));
      odometer.push(km);
    }
    const kmAt = (at: number) => {
      const d = (at - first) / DAY;
      const whole = Math.floor(d);
      const from = odometer[whole - 1] ?? odometer[0] ?? 0;
      return Math.round(from + ((odometer[whole] ?? from) - from) * (d - whole));
    };
    const own: FillRow[] = [];
    for (const fuel of fuels) {
      let at = first + between(0, 2) * DAY;
      let lastKm = kmAt(at);
      let owed = 0;
      while (at < now) {
        const reading = kmAt(at);
        owed += (reading - lastKm) * fuel.per100 * 10 * between(0.9, 1.1);
        lastKm = reading;
        const partial = own.length > 0 && rnd() < 0.1;
        const quantity = Math.max(
          1000,
          Math.round((partial ? owed * between(0.4, 0.7) : owed) / 10) * 10,
        );
        owed = Math.max(0, owed - quantity);
        const wrong = rnd() < 0.002;
        const product = wrong ? productOf('DIESEL') : fuel.product;
        own.push({
          id: randomUUID(),
          userId: fleet.id,
          vehicleId: row.id,
          productId: product.id,
          quantity,
          amount: Math.round((quantity * product.price) / 1000),
          stationId: stationIds[Math.floor(rnd() * stationIds.length)] ?? null,
          cardId,
          driverId: driver?.id ?? null,
          filledAt: new Date(at),
          // Now and then a reading typed a little short.
          odometerKm: rnd() < 0.003 ? reading - 50 : reading,
          fullTank: !partial,
          missedBefore: false,
          odometerReset: false,
          distanceKm: null,
          segmentQuantity: null,
          segmentAmount: null,
          exceptions: [],
        });
        at += between(1, 3) * DAY;
      }
    }
    const results = analyseFills(
      {
        fuels: fuels.map((f) => ({ productId: f.product.id, tankCapacity: f.tank * 1000 })),
      },
      own,
      settings,
    );
    for (const [i, result] of results.entries()) {
      const fill = own[i] as FillRow;
      fill.distanceKm = result.distanceKm;
      fill.segmentQuantity = result.segmentQuantity;
      fill.segmentAmount = result.segmentAmount;
      fill.exceptions = result.exceptions;
      if (result.exceptions.length > 0) flagged++;
    }
    fills.push(...own);
  }
  await insertFills(db, fills);
  // The monthly sums the product keeps with every fill, made once for the loaded ones.
  for (const id of new Set(fills.map((f) => f.vehicleId))) await refreshFillMonths(db, id);
  await db.execute(sql`analyze`);
  const [company] = await db.select().from(users).where(eq(users.id, fleet.id));
  if (!company) throw new Error('no account');
  const token = (await startSession(db, config, company)).access_token;
  return { token, vehicleId, fillCount: fills.length, flagged };
}
