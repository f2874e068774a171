/**
 * How the history list behaves on a large history: first page against a deep page, with and
 * without filters, on a scratch PostgreSQL database.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/api/scripts/bench-history.ts [rows]
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { rowsOf } from '../src/db/database';
import { openPostgres } from '../src/db/postgres';
import { seedCatalog } from '../src/db/seed';
import { listTransactions } from '../src/modules/transactions';

const server = process.env.DATABASE_URL;
if (!server)
  throw new Error('Set DATABASE_URL to a PostgreSQL server (a scratch database is created there).');
const rows = Number(process.argv[2] ?? 1_000_000);
const name = `fc_bench_${Date.now()}`;

const admin = new pg.Client({ connectionString: server });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(server);
url.pathname = `/${name}`;
const database = await openPostgres(url.toString(), 4);

try {
  await database.migrate();
  await seedCatalog(database.db);
  const db = database.db;
  const started = performance.now();
  // One busy account (a fleet) with `rows` movements, and as many again spread over other users.
  await db.execute(sql`insert into users (public_id, type, first_name, last_name, email, password_hash)
    select 1000000 + g, 'company', 'Fleet', g::text, 'fleet' || g || '@bench.am', 'x' from generate_series(1, 101) g`);
  await db.execute(sql`insert into transactions (user_id, type, status_id, product_id, quantity, amount, station_id, reference_id, created_at)
    select case when g <= ${rows} then (select id from users where public_id = 1000001)
                else (select id from users where public_id = 1000002 + (g % 100)) end,
      (array['buying','charging','transfer'])[1 + g % 3], 1 + g % 4,
      (select id from products order by sort_order limit 1 offset g % 6), (g % 50 + 1) * 1000, null,
      (select id from stations order by sort_order limit 1 offset g % 11), gen_random_uuid(),
      now() - make_interval(secs => g * 30)
    from generate_series(1, ${rows * 2}) g`);
  // As autovacuum would have it: statistics and the visibility map (index-only counts).
  await db.execute(sql`vacuum analyze transactions`);
  console.log(
    `inserted ${rows * 2} history rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const [fleet] = rowsOf<{ id: string }>(
    await db.execute(sql`select id from users where public_id = 1000001`),
  );
  const userId = fleet?.id ?? '';
  const time = async (label: string, query: Parameters<typeof listTransactions>[3], runs = 7) => {
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      await listTransactions(db, userId, 'en', query);
      samples.push(performance.now() - t0);
    }
    samples.sort((a, b) => a - b);
    const median = samples[Math.floor(runs / 2)] ?? 0;
    console.log(`${label.padEnd(42)} median ${median.toFixed(1)} ms`);
    return median;
  };
  const lastPage = Math.floor(rows / 10);
  const first = await time('first page (10 rows)', { offset: 1, limit: 10 });
  const mid = await time(`page ${Math.floor(lastPage / 100)} (1% deep)`, {
    offset: Math.floor(lastPage / 100),
    limit: 10,
  });
  const deep = await time(`page ${Math.floor(lastPage / 10)} (10% deep)`, {
    offset: Math.floor(lastPage / 10),
    limit: 10,
  });
  const typed = await time('type=charging, first page', { offset: 1, limit: 10, type: 'charging' });
  console.log(
    `ratio 1%-deep/first ${(mid / first).toFixed(2)}, 10%-deep/first ${(deep / first).toFixed(2)}, filtered/first ${(typed / first).toFixed(2)}`,
  );
} finally {
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
