/**
 * `npm run bench:history`: the history list on a long history, through the running product.
 * Loads BENCH_HISTORY_TOTAL rows (default 10 million) into a scratch PostgreSQL database,
 * BENCH_HISTORY_ACCOUNT of them (default 1 million) for one account and the rest over 1 000
 * others, then times the first, middle and last page, every filter, and the export's time to
 * first byte, and writes the figures into docs/benchmarks.md.
 */
import { performance } from 'node:perf_hooks';
import { type API_ROUTES, type RouteReply, TRANSACTION_STATUS } from '@fuel/contract';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../../src/config/env';
import { rowsOf } from '../../src/db/database';
import { openPostgres } from '../../src/db/postgres';
import { users } from '../../src/db/schema';
import { seedCatalog } from '../../src/db/seed';
import { startSession } from '../../src/modules/auth';
import { createScratchDatabase } from '../../src/test/test-database';
import { machine, table, writeSection } from './report';
import { STATUS_OF_ROW, TYPE_OF_ROW } from './rotations';
import { env, PRODUCT_PORT, startProduct, stop, url } from './servers';

const TOTAL = Number(process.env.BENCH_HISTORY_TOTAL ?? 10_000_000);
const ACCOUNT = Number(process.env.BENCH_HISTORY_ACCOUNT ?? 1_000_000);
/** Rows of the small account, whose first page is read last. */
const SMALL_ACCOUNT = 12;
const SAMPLES = Number(process.env.BENCH_HISTORY_SAMPLES ?? 40);
const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const machineLine = machine();

const scratch = await createScratchDatabase(server, 'fc_bench_history');
const DATABASE_URL = scratch.url;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

try {
  const database = await openPostgres(DATABASE_URL, 4);
  let token = '';
  let smallToken = '';
  let productId = '';
  let stationId = '';
  const t0 = performance.now();
  try {
    const db = database.db;
    await database.migrate({ sandboxGateway: true });
    await seedCatalog(db);
    await db.execute(sql`insert into users (public_id, type, first_name, last_name, company_name, email, password_hash)
      select 2000000 + g, 'company', 'Fleet', g::text, 'Fleet ' || g, 'fleet' || g || '@bench.am', 'x'
      from generate_series(0, 1001) g`);
    // Loading into a table with ten indexes and foreign keys took minutes per million rows:
    // the secondary indexes are dropped and built again after the load, and the load skips the
    // foreign-key triggers (the rows are made from the users and catalog just inserted).
    const indexes = rowsOf<{ name: string; definition: string }>(
      await db.execute(sql`select indexname as name, indexdef as definition from pg_indexes
        where schemaname = 'public' and tablename = 'transactions'
          and indexname not in (select conname from pg_constraint)`),
    );
    for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      // One busy account first, then the others in turn; products, stations, types and statuses
      // rotate, one movement every 30 seconds backwards from now.
      await tx.execute(sql`insert into transactions (user_id, type, status_id, product_id, quantity, amount, station_id, reference_id, created_at)
      select case when g <= ${ACCOUNT} then u[1] else u[2 + g % 1000] end,
        ${TYPE_OF_ROW}::text, ${STATUS_OF_ROW},
        p[1 + g % array_length(p, 1)], (g % 50 + 1) * 1000, null,
        s[1 + g % array_length(s, 1)], gen_random_uuid(), now() - make_interval(secs => g * 30)
      from generate_series(1, ${TOTAL}) g,
        (select array_agg(id order by public_id) u from users where public_id >= 2000000) us,
        (select array_agg(id order by sort_order) p from products) ps,
        (select array_agg(id order by sort_order) s from stations) ss`);
    });
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '1GB'`);
      for (const index of indexes) await tx.execute(sql.raw(index.definition));
    });
    // And one account of a dozen rows: its first page is read after the large account's, with
    // the plans the product's connections kept from those (they must suit both sizes).
    await db.execute(sql`insert into transactions (user_id, type, status_id, product_id, quantity, amount, reference_id, created_at)
      select u.id, ${TYPE_OF_ROW}::text, ${STATUS_OF_ROW}, p.id, 1000, null, gen_random_uuid(),
        now() - make_interval(days => g)
      from generate_series(1, ${SMALL_ACCOUNT}) g, (select id from users where public_id = 2001001) u,
        (select id from products order by sort_order limit 1) p`);
    await db.execute(sql`vacuum analyze transactions`);
    const session = async (publicId: number) => {
      const [account] = await db.select().from(users).where(eq(users.publicId, publicId));
      if (!account) throw new Error('no account');
      return (await startSession(db, config, account)).access_token;
    };
    const config = loadConfig(env({ DATABASE_URL }));
    token = await session(2_000_000);
    smallToken = await session(2_001_001);
    const picked = rowsOf<{ p: string; s: string }>(
      await db.execute(
        sql`select (select id from products order by sort_order limit 1) p, (select id from stations order by sort_order limit 1) s`,
      ),
    );
    productId = picked[0]?.p ?? '';
    stationId = picked[0]?.s ?? '';
  } finally {
    await database.close();
  }
  const loadSeconds = (performance.now() - t0) / 1000;
  console.log(`loaded ${TOTAL.toLocaleString('en')} rows in ${loadSeconds.toFixed(0)} s`);

  const product = await startProduct({ DATABASE_URL });
  const headers = { authorization: `Bearer ${token}` };
  const base = `${url(PRODUCT_PORT)}/api/user/transactions`;
  const rows: (string | number)[][] = [];
  const measure = async (label: string, query: string, as = token) => {
    const headers = { authorization: `Bearer ${as}` };
    const samples: number[] = [];
    let count = '';
    for (let i = 0; i < SAMPLES + 3; i++) {
      const start = performance.now();
      const res = await fetch(`${base}?${query}`, { headers });
      const body = (await res.json()) as RouteReply<typeof API_ROUTES.transactions.list>;
      if (res.status !== 200) throw new Error(`${query}: ${res.status}`);
      if (i >= 3) samples.push(performance.now() - start);
      count = `${body.count_capped ? '> ' : ''}${body.count}`;
    }
    samples.sort((a, b) => a - b);
    const row = [
      label,
      `\`${query}\``,
      count,
      quantile(samples, 0.5).toFixed(1),
      quantile(samples, 0.99).toFixed(1),
    ];
    console.log(row.join('  '));
    rows.push(row);
    return quantile(samples, 0.5);
  };
  let exportTtfb = 0;
  try {
    const last = Math.ceil(ACCOUNT / 10);
    const first = await measure('first page', 'offset=1&limit=10');
    const middle = await measure('middle page', `offset=${Math.floor(last / 2)}&limit=10`);
    const lastMedian = await measure('last page', `offset=${last}&limit=10`);
    await measure('type', 'type=charging');
    await measure('status', `status=${TRANSACTION_STATUS.success}`);
    await measure('product', `product_id=${productId}`);
    await measure('station', `station_id=${stationId}`);
    const day = (days: number) =>
      new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
    await measure('dates (a month)', `start=${day(200)}&end=${day(170)}`);
    await measure('partner', 'partner_id=2000001');
    await measure(
      'all filters, deep',
      `type=charging&status=${TRANSACTION_STATUS.success}&product_id=${productId}&offset=500`,
    );
    await measure(
      `first page, an account of ${SMALL_ACCOUNT} rows`,
      'offset=1&limit=10',
      smallToken,
    );
    const ttfb: number[] = [];
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      const res = await fetch(`${base}/export`, { headers });
      const reader = res.body?.getReader();
      await reader?.read();
      ttfb.push(performance.now() - start);
      await reader?.cancel();
    }
    ttfb.sort((a, b) => a - b);
    exportTtfb = quantile(ttfb, 0.5);
    console.log(`export, time to first byte: ${exportTtfb.toFixed(1)} ms`);
    const markdown = [
      '## History on a long history (`npm run bench:history`)',
      '',
      `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machineLine}.`,
      `${TOTAL.toLocaleString('en')} history rows on PostgreSQL, ${ACCOUNT.toLocaleString('en')} of them for the measured account (loaded in ${loadSeconds.toFixed(0)} s); each line is ${SAMPLES} requests one after another through the running product (HTTP, session checked), after 3 unmeasured ones.`,
      '',
      table(['', 'query', 'count', 'p50 ms', 'p99 ms'], rows),
      '',
      `Last page against the first: ${(lastMedian / first).toFixed(2)}x (middle ${(middle / first).toFixed(2)}x), medians. Export, median time to first byte of 5: ${exportTtfb.toFixed(1)} ms.`,
    ].join('\n');
    writeSection('bench:history', markdown);
  } finally {
    await stop(product);
  }
} finally {
  await scratch.drop();
}
