/**
 * `npm run bench:consumption`: the consumption report of a large fleet, through the running
 * product. One company with BENCH_CONSUMPTION_VEHICLES vehicles (default 200: petrol, diesel,
 * LPG + petrol, CNG + petrol and CNG), three in four with a fuel card and its driver, and
 * BENCH_CONSUMPTION_DAYS of fills (default 730): each fuel of each vehicle filled every 1–3
 * days, now and then only topped up, worked out by the product's own arithmetic (analyseFills)
 * and written many rows a statement into a scratch PostgreSQL database, with the monthly sums
 * the product keeps beside them (vehicle_fill_months). After ANALYZE, each report is asked for
 * BENCH_CONSUMPTION_REQUESTS times (default 200) one after another, after 20 unmeasured ones,
 * and p50/p95/p99 go into docs/benchmarks.md. BENCH_CONSUMPTION_KEEP=true keeps the database
 * (its address is printed) and writes nothing.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { ConsumptionReply } from '@fuel/contract';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../../src/config/env';
import { rowsOf } from '../../src/db/database';
import { openPostgres } from '../../src/db/postgres';
import { cards, products, stations, users, vehicles } from '../../src/db/schema';
import { seedCatalog } from '../../src/db/seed';
import { startSession } from '../../src/modules/auth';
import { analyseFills } from '../../src/modules/fleet/consumption';
import { random } from '../../src/modules/fleet/demo-driving';
import { refreshFillMonths } from '../../src/modules/fleet/fill-months.repository';
import { type FillRow, insertFills } from '../../src/modules/fleet/fills.repository';
import { settingsOf } from '../../src/modules/fleet/settings.service';
import { createScratchDatabase } from '../../src/test/test-database';
import { machine, table, writeSection } from './report';
import { env, PRODUCT_PORT, startProduct, stop, url } from './servers';

const VEHICLES = Number(process.env.BENCH_CONSUMPTION_VEHICLES ?? 200);
const DAYS = Number(process.env.BENCH_CONSUMPTION_DAYS ?? 730);
const REQUESTS = Number(process.env.BENCH_CONSUMPTION_REQUESTS ?? 200);
const WARM_UP = 20;
const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const machineLine = machine();
const HOUR = 3600_000;
const DAY = 24 * HOUR;

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

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
const day = (at: number) => new Date(at + 4 * HOUR).toISOString().slice(0, 10);

const scratch = await createScratchDatabase(server, 'fc_bench_consumption');
const DATABASE_URL = scratch.url;

try {
  const database = await openPostgres(DATABASE_URL, 4);
  const now = Date.now();
  const first = now - DAYS * DAY;
  let token = '';
  let vehicleId = '';
  let fillCount = 0;
  let flagged = 0;
  const t0 = performance.now();
  try {
    const db = database.db;
    await database.migrate({ sandboxGateway: true });
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
    fillCount = fills.length;
    await insertFills(db, fills);
    // The monthly sums the product keeps with every fill, made once for the loaded ones.
    for (const id of new Set(fills.map((f) => f.vehicleId))) await refreshFillMonths(db, id);
    await db.execute(sql`analyze`);
    const [company] = await db.select().from(users).where(eq(users.id, fleet.id));
    if (!company) throw new Error('no account');
    const config = loadConfig(env({ DATABASE_URL }));
    token = (await startSession(db, config, company)).access_token;
    const size = rowsOf<{ table: string; indexes: string }>(
      await db.execute(sql`select pg_size_pretty(pg_table_size('vehicle_fills')) as table,
        pg_size_pretty(pg_indexes_size('vehicle_fills')) as indexes`),
    )[0];
    console.log(`vehicle_fills: ${size?.table} table, ${size?.indexes} indexes`);
  } finally {
    await database.close();
  }
  const loadSeconds = (performance.now() - t0) / 1000;
  console.log(
    `${fillCount.toLocaleString('en')} fills of ${VEHICLES} vehicles over ${DAYS} days (${flagged.toLocaleString('en')} flagged) loaded in ${loadSeconds.toFixed(0)} s`,
  );

  const product = await startProduct({ DATABASE_URL });
  const headers = { authorization: `Bearer ${token}` };
  const base = `${url(PRODUCT_PORT)}/api/user/consumption`;
  const twoYears = `from=${day(first)}&to=${day(now)}`;
  const rows: (string | number)[][] = [];
  let worst = 0;
  const measure = async (label: string, query: string) => {
    const samples: number[] = [];
    let summary = '';
    for (let i = 0; i < WARM_UP + REQUESTS; i++) {
      const start = performance.now();
      const res = await fetch(`${base}${query ? `?${query}` : ''}`, { headers });
      const body = (await res.json()) as ConsumptionReply;
      if (res.status !== 200) throw new Error(`${query}: ${res.status} ${JSON.stringify(body)}`);
      if (i >= WARM_UP) samples.push(performance.now() - start);
      summary = `${body.vehicles.length} vehicles, ${body.months.length} month rows`;
    }
    samples.sort((a, b) => a - b);
    const p99 = quantile(samples, 0.99);
    worst = Math.max(worst, p99);
    const row = [
      label,
      query ? `\`${query.replace(vehicleId, '<id>')}\`` : '(none)',
      summary,
      quantile(samples, 0.5).toFixed(1),
      quantile(samples, 0.95).toFixed(1),
      p99.toFixed(1),
    ];
    console.log(row.join('  '));
    rows.push(row);
  };
  try {
    await measure('default: 6 months by vehicle', '');
    await measure('two years by vehicle', twoYears);
    await measure('6 months by card', 'by=card');
    await measure('6 months by driver', 'by=driver');
    await measure('two years by card', `${twoYears}&by=card`);
    await measure('two years by driver', `${twoYears}&by=driver`);
    await measure('one vehicle, 6 months', `vehicle_id=${vehicleId}`);
    await measure('one vehicle, two years', `${twoYears}&vehicle_id=${vehicleId}`);
    const markdown = [
      '## Consumption report of a large fleet (`npm run bench:consumption`)',
      '',
      `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machineLine}.`,
      `One company, ${VEHICLES} vehicles, ${fillCount.toLocaleString('en')} fills over ${DAYS} days (${flagged.toLocaleString('en')} flagged) on PostgreSQL, loaded and analysed in ${loadSeconds.toFixed(0)} s; each line is ${REQUESTS} requests of \`GET /api/user/consumption\` one after another through the running product (HTTP, session checked), after ${WARM_UP} unmeasured ones. Target: p99 <= 100 ms for each.`,
      '',
      table(['', 'query', 'reply', 'p50 ms', 'p95 ms', 'p99 ms'], rows),
      '',
      `Worst p99: ${worst.toFixed(1)} ms.`,
    ].join('\n');
    if (process.env.BENCH_CONSUMPTION_KEEP !== 'true') writeSection('bench:consumption', markdown);
  } finally {
    await stop(product);
  }
} finally {
  // BENCH_CONSUMPTION_KEEP=true: the database stays, for EXPLAIN ANALYZE by hand.
  if (process.env.BENCH_CONSUMPTION_KEEP === 'true') console.log(`kept ${DATABASE_URL}`);
  else await scratch.drop();
}
