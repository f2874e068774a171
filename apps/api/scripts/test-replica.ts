/**
 * Reads from a streaming replica (`npm run test:replica`, also in CI): a PostgreSQL primary and
 * a replica of it made for the run (initdb, pg_basebackup -R; as the postgres user, on ports of
 * their own), and the API on them with DATABASE_READ_URL. It shows that
 *
 * - reads that may lag (history, its CSV, a statement, the station list) run on the replica once
 *   it has caught up, counted per server by pg_stat_statements as well as by the API;
 * - a user reads their own write at once: right after it their reads run on the primary;
 * - a replica that falls behind (replay paused) is left aside after DATABASE_READ_MAX_LAG_SECONDS,
 *   and used again once it has caught up;
 * - a replica that stops: every read is still answered, by the primary, and it is used again
 *   when it is back;
 * - without Redis, a user's read after a write still sees it.
 *
 *   [REDIS_URL=redis://127.0.0.1:6379] npm run test:replica
 */

import assert from 'node:assert/strict';
import { API_ROUTES, apiUrlOf } from '@fuel/contract';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, rowsOf } from '../src/db/database';
import { openPostgres } from '../src/db/postgres';
import { products, userRelations } from '../src/db/schema';
import { createUser, signIn } from '../src/test/factories';
import { buildTestApp, type TestApp } from '../src/test/test-app';
import { creditFuel } from './cluster/fixtures';
import { freePort } from './cluster/ports';
import { sleep } from './cluster/processes';
import { type Pair, startPrimaryAndReplica } from './replica/servers';

const started = Date.now();
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const MAX_LAG_SECONDS = 2;
const figures: [string, string][] = [];
const steps: [string, boolean, string][] = [];

let pair: Pair | undefined;
let database: Database | undefined;
const apps: TestApp[] = [];
let failed = false;

/** Statements a server ran on the test database whose text mentions `table`. */
async function statementsOn(url: string, table: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ calls: string }>(
      `select coalesce(sum(calls), 0)::text as calls from pg_stat_statements
       where dbid = (select oid from pg_database where datname = current_database())
         and query like $1`,
      [`%from "${table}"%`],
    );
    return Number(rows[0]?.calls ?? 0);
  } finally {
    await client.end();
  }
}

async function until(what: string, test: () => boolean | Promise<boolean>, ms = 20_000) {
  const from = Date.now();
  while (!(await test())) {
    if (Date.now() - from > ms) throw new Error(`waited ${ms} ms for ${what}`);
    await sleep(100);
  }
  return Date.now() - from;
}

async function step(name: string, run: () => Promise<string>) {
  try {
    steps.push([name, true, await run()]);
  } catch (err) {
    failed = true;
    steps.push([name, false, err instanceof Error ? err.message : String(err)]);
  }
}

try {
  pair = startPrimaryAndReplica({ primary: await freePort(), replica: await freePort() });
  const { primary, replica } = pair;
  const admin = new pg.Client({ connectionString: primary.url('postgres') });
  await admin.connect();
  await admin.query('create database fuel');
  await admin.end();
  database = await openPostgres(primary.url('fuel'), 6);
  await database.migrate({ sandboxGateway: true, sandboxFiscal: true });
  await database.db.execute(sql`create extension pg_stat_statements`);
  figures.push(['primary and replica made and migrated', `${Date.now() - started} ms`]);

  const env = {
    DATABASE_URL: primary.url('fuel'),
    DATABASE_READ_URL: replica.url('fuel'),
    DATABASE_READ_MAX_LAG_SECONDS: String(MAX_LAG_SECONDS),
    REDIS_URL: redisUrl,
  };
  const t = await buildTestApp({ database, env });
  // Another instance on the same servers and Redis.
  const other = await buildTestApp({ database, env, seed: false });
  apps.push(t, other);
  const db = database.db;
  const [diesel] = await db.select().from(products).where(eq(products.code, 'DIESEL'));
  if (!diesel) throw new Error('no DIESEL');
  const [anna, boris, carla] = await Promise.all([createUser(db), createUser(db), createUser(db)]);
  if (!anna || !boris || !carla) throw new Error('no users');
  await db.insert(userRelations).values({
    requesterId: anna.id,
    addresseeId: boris.id,
    status: 'accepted',
    acceptedAt: new Date(),
  });
  for (const u of [anna, carla]) await creditFuel(db, u.id, diesel.id, 100);
  const tokens = {
    anna: (await signIn(t.app, anna)).access_token,
    carla: (await signIn(t.app, carla)).access_token,
  };
  const auth = (token: string) => ({ authorization: `Bearer ${token}`, 'accept-language': 'en' });
  const history = async (token: string, instance = t) => {
    const res = await instance.app.inject({
      url: `${apiUrlOf(API_ROUTES.transactions.list)}?limit=50`,
      headers: auth(token),
    });
    assert.equal(res.statusCode, 200, res.body);
    return (res.json() as { data: { type: string }[] }).data;
  };
  const transfer = async (instance = t) => {
    const res = await instance.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.friends.transfer),
      headers: auth(tokens.anna),
      payload: { recipient_id: boris.publicId, product_id: diesel.id, quantity: 1 },
    });
    assert.equal(res.statusCode, 200, res.body);
  };
  const stats = () => t.app.reads.stats();
  const transfersIn = (rows: { type: string }[]) =>
    rows.filter((r) => r.type.startsWith('transfer')).length;

  await step('reads that may lag run on the replica once it has caught up', async () => {
    const waited = await until('the replica in use', () => stats().state === 'fresh');
    const before = {
      replica: await statementsOn(replica.url('fuel'), 'transactions'),
      primary: await statementsOn(primary.url('fuel'), 'transactions'),
      routed: stats().replica,
    };
    for (let i = 0; i < 5; i++) await history(tokens.carla);
    const month = new Date().toISOString().slice(0, 7);
    for (const url of [
      apiUrlOf(API_ROUTES.transactions.export),
      apiUrlOf(API_ROUTES.statements.get, { month }),
      apiUrlOf(API_ROUTES.statements.csv, { month }),
    ]) {
      const res = await t.app.inject({ url, headers: auth(tokens.carla) });
      assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
    }
    const stations = await t.app.inject({ url: apiUrlOf(API_ROUTES.stations.list) });
    assert.equal(stations.statusCode, 200);
    const after = {
      replica: await statementsOn(replica.url('fuel'), 'transactions'),
      primary: await statementsOn(primary.url('fuel'), 'transactions'),
      routed: stats().replica,
    };
    // 5 history pages (the count rides with the page: one statement each)
    // and the CSV's first page.
    assert.ok(after.replica - before.replica >= 6, `replica ran ${after.replica - before.replica}`);
    assert.equal(after.primary - before.primary, 0, 'the primary read the history');
    assert.equal(after.routed - before.routed, 9, 'reads routed to the replica');
    figures.push(['replica in use after start', `${waited} ms`]);
    figures.push([
      'history statements on the replica / primary (5 pages, CSV)',
      `${after.replica - before.replica} / ${after.primary - before.primary}`,
    ]);
    return `9 reads on the replica (history ×5, CSV, statement, statement CSV, station list); pg_stat_statements: ${after.replica - before.replica} history statements on the replica, ${after.primary - before.primary} on the primary`;
  });

  const replay = async (action: 'pause' | 'resume') => {
    const client = new pg.Client({ connectionString: replica.url('fuel') });
    await client.connect();
    await client.query(`select pg_wal_replay_${action}()`);
    await client.end();
  };

  await step('a user reads their own write at once, on any instance (replay paused)', async () => {
    await replay('pause');
    const seen = transfersIn(await history(tokens.anna));
    const before = stats();
    await transfer();
    const rows = await history(tokens.anna);
    const after = stats();
    assert.equal(transfersIn(rows), seen + 1, 'the transfer is in the history at once');
    assert.equal(after.primary - before.primary, 1, 'the read after the write ran on the primary');
    // The write noted in Redis holds on the other instance too.
    const elsewhere = other.app.reads.stats().primary;
    assert.equal(transfersIn(await history(tokens.anna, other)), seen + 1, 'on the other instance');
    assert.equal(other.app.reads.stats().primary - elsewhere, 1);
    // Someone who wrote nothing still reads from the replica while it is within the lag allowed.
    if (stats().state === 'fresh') {
      await history(tokens.carla);
      assert.equal(stats().replica - after.replica, 1, 'a reader who wrote nothing');
    }
    return 'the transfer listed in the next read on both instances, which ran on the primary; a reader who wrote nothing stayed on the replica';
  });

  await step(`a replica more than ${MAX_LAG_SECONDS} s behind is left aside`, async () => {
    const waited = await until('the replica left aside', () => stats().state === 'behind');
    const before = stats();
    await history(tokens.carla);
    assert.equal(stats().primary - before.primary, 1);
    figures.push(['left aside after its replay was paused', `${waited} ms more`]);
    return `left aside ${waited} ms after the write (limit ${MAX_LAG_SECONDS} s); reads on the primary`;
  });

  await step('replay resumed: the replica catches up and is used again', async () => {
    await replay('resume');
    const waited = await until('the replica in use again', () => stats().state === 'fresh');
    // Anna's write is on the replica now: her reads go there again, and see it.
    await until('Anna read from the replica', async () => {
      const before = stats().replica;
      const rows = await history(tokens.anna);
      assert.equal(transfersIn(rows) > 0, true);
      return stats().replica > before;
    });
    figures.push(['in use again after replay resumed', `${waited} ms`]);
    return `in use again ${waited} ms after replay resumed; Anna's reads back on it, with her transfer`;
  });

  await step('the replica stops: every read answered by the primary', async () => {
    replica.stop();
    const before = stats();
    // At once, before the replica is found gone: a read there fails and runs on the primary.
    for (let i = 0; i < 3; i++) await history(tokens.carla);
    const stations = await t.app.inject({ url: apiUrlOf(API_ROUTES.stations.list) });
    assert.equal(stations.statusCode, 200);
    await until('the replica found down', () => stats().state === 'down');
    const rows = await history(tokens.anna);
    assert.ok(transfersIn(rows) > 0);
    const after = stats();
    assert.ok(after.primary - before.primary >= 4, 'reads ran on the primary');
    return `${after.primary - before.primary} reads answered by the primary, none failed`;
  });

  await step('the replica back: used again', async () => {
    replica.start();
    const waited = await until('the replica in use again', () => stats().state === 'fresh');
    const before = stats().replica;
    await history(tokens.carla);
    assert.equal(stats().replica - before, 1);
    figures.push(['in use again after a restart', `${waited} ms`]);
    return `in use again ${waited} ms after it started`;
  });

  await step('without Redis: a read right after a write sees it (replay paused)', async () => {
    const { REDIS_URL: _, ...withoutRedis } = env;
    const solo = await buildTestApp({ database: t.database, env: withoutRedis, seed: false });
    apps.push(solo);
    await until('the replica in use', () => solo.app.reads.stats().state === 'fresh');
    await replay('pause');
    const seen = transfersIn(await history(tokens.anna, solo));
    await transfer(solo);
    const before = solo.app.reads.stats().primary;
    assert.equal(transfersIn(await history(tokens.anna, solo)), seen + 1);
    assert.equal(solo.app.reads.stats().primary - before, 1, 'the read ran on the primary');
    await replay('resume');
    return 'the transfer listed at once: the read asked the primary for its WAL position and ran there';
  });

  const served = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from transfers`),
  )[0]?.n;
  figures.push(['transfers made', String(served)]);
  figures.push([
    'reads routed: replica / primary (of them run again on the primary)',
    `${stats().replica} / ${stats().primary} (${stats().fallbacks})`,
  ]);
} catch (err) {
  failed = true;
  console.error(err);
} finally {
  for (const a of apps.reverse()) await a.app.close().catch(() => {});
  await database?.close().catch(() => {});
  pair?.remove();
}

figures.push(['total', `${((Date.now() - started) / 1000).toFixed(1)} s`]);
const width = Math.max(...figures.map(([k]) => k.length));
console.log('\nFigures');
for (const [k, v] of figures) console.log(`  ${k.padEnd(width)}  ${v}`);
console.log('\nChecks');
for (const [name, ok, detail] of steps)
  console.log(`  ${ok ? 'ok  ' : 'FAIL'}  ${name}\n        ${detail}`);
const passed = !failed && steps.length === 7 && steps.every(([, ok]) => ok);
console.log(passed ? '\ntest:replica: OK' : '\ntest:replica: FAILED');
process.exit(passed ? 0 : 1);
