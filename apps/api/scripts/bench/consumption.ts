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
import { performance } from 'node:perf_hooks';
import type { ConsumptionReply } from '@fuel/contract';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../src/config/env';
import { rowsOf } from '../../src/db/database';
import { openPostgres } from '../../src/db/postgres';
import { createScratchDatabase } from '../../src/test/test-database';
import { DAY, loadFleet } from './consumption-fleet';
import { machine, table, writeSection } from './report';
import { env, PRODUCT_PORT, startProduct, stop, url } from './servers';

const VEHICLES = Number(process.env.BENCH_CONSUMPTION_VEHICLES ?? 200);
const DAYS = Number(process.env.BENCH_CONSUMPTION_DAYS ?? 730);
const REQUESTS = Number(process.env.BENCH_CONSUMPTION_REQUESTS ?? 200);
const WARM_UP = 20;
const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const machineLine = machine();
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
// Yerevan's calendar day (UTC+4).
const day = (at: number) => new Date(at + DAY / 6).toISOString().slice(0, 10);

const scratch = await createScratchDatabase(server, 'fc_bench_consumption');
const DATABASE_URL = scratch.url;

try {
  const database = await openPostgres(DATABASE_URL, 4);
  const now = Date.now();
  const first = now - DAYS * DAY;
  const t0 = performance.now();
  let fleet: Awaited<ReturnType<typeof loadFleet>>;
  try {
    await database.migrate({ sandboxGateway: true });
    const config = loadConfig(env({ DATABASE_URL }));
    fleet = await loadFleet(database.db, config, { vehicles: VEHICLES, days: DAYS, now });
    const size = rowsOf<{ table: string; indexes: string }>(
      await database.db.execute(sql`select pg_size_pretty(pg_table_size('vehicle_fills')) as table,
        pg_size_pretty(pg_indexes_size('vehicle_fills')) as indexes`),
    )[0];
    console.log(`vehicle_fills: ${size?.table} table, ${size?.indexes} indexes`);
  } finally {
    await database.close();
  }
  const { token, vehicleId, fillCount, flagged } = fleet;
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
