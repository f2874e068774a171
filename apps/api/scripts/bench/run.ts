import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { API_ROUTES, apiUrlOf, HEALTH_PATHS } from '@fuel/contract';
import Fastify from 'fastify';
import { app } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import type { Database } from '../../src/db/database';
import { openPglite } from '../../src/db/pglite';
import { openPostgres } from '../../src/db/postgres';
import { createScratchDatabase } from '../../src/test/test-database';
import type { PlannedRoute } from './baseline';
import { type Fixtures, prepareFixtures } from './fixtures';
import { CONNECTIONS, type Compared, compare, type Read, SECONDS } from './measure';
import { startRecording, stopRecording } from './record';
import { machine, table, writeSection } from './report';
import { sameRows } from './same-rows';
import {
  env,
  MINIMAL_PORT,
  PRODUCT_PORT,
  peakMemoryMb,
  startBaseline,
  startMinimal,
  startProduct,
  stop,
  url,
} from './servers';
import { writes } from './writes';

const HISTORY_ROWS = Number(process.env.BENCH_HISTORY_ROWS ?? 200_000);
const PGLITE_HISTORY_ROWS = 20_000;
const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fuel-bench-'));
// Removed however the run ends: a partial run (BENCH_ONLY) exits from the middle.
process.on('exit', () => fs.rmSync(tmp, { recursive: true, force: true }));
const started = performance.now();

/**
 * BENCH_ONLY=balances,history measures only those reads (no writes unless it names `writes`,
 * nor PGlite), and writes nothing to docs/benchmarks.md.
 */
const ONLY = process.env.BENCH_ONLY?.split(',');

function reads(f: Fixtures): Read[] {
  return allReads(deepPage(f)).filter((r) => !ONLY || ONLY.includes(r.name));
}

/** The deep history page measured: the middle of the reader's history. */
const deepPage = (f: Fixtures) => Math.floor(f.historyRows / 10 / 2);

/**
 * The minimal baseline must answer the same rows as the product, or its figures would compare
 * two different replies: each signed-in read's ids are compared, in order.
 */
async function checkMinimalAnswers(list: Read[], f: Fixtures) {
  for (const read of list.filter((r) => r.auth)) {
    const headers = { authorization: `Bearer ${f.reader.token}` };
    const product = await (await fetch(`${url(PRODUCT_PORT)}${read.path}`, { headers })).json();
    const minimal = await (await fetch(`${url(MINIMAL_PORT)}/${read.name}`)).json();
    const problem = sameRows(product, minimal);
    if (problem) {
      throw new Error(
        `minimal baseline, ${read.name}: ${problem}: ${JSON.stringify(minimal).slice(0, 300)}`,
      );
    }
  }
}

function allReads(deep: number): Read[] {
  const { products, stations, ledger, transactions, dashboard, notifications } = API_ROUTES;
  return [
    { name: 'health', label: 'health answer', path: HEALTH_PATHS.live, auth: false },
    {
      name: 'products',
      label: 'catalog: products',
      path: `${apiUrlOf(products.list)}?limit=100`,
      auth: false,
    },
    {
      name: 'stations',
      label: 'catalog: stations',
      path: `${apiUrlOf(stations.list)}?limit=100`,
      auth: false,
    },
    { name: 'balances', label: 'balances', path: apiUrlOf(ledger.balances), auth: true },
    {
      name: 'history',
      label: 'history page 1',
      path: `${apiUrlOf(transactions.list)}?offset=1&limit=10`,
      auth: true,
    },
    {
      name: 'history-deep',
      label: `history page ${deep}`,
      path: `${apiUrlOf(transactions.list)}?offset=${deep}&limit=10`,
      auth: true,
    },
    { name: 'dashboard', label: 'dashboard', path: apiUrlOf(dashboard.get), auth: true },
    {
      name: 'messages',
      label: 'messages',
      path: `${apiUrlOf(notifications.list)}?offset=1&limit=10`,
      auth: true,
    },
  ];
}

/** Runs each read in the product in-process and keeps the statements of a warmed-up request. */
async function plan(database: Database, f: Fixtures, list: Read[]): Promise<PlannedRoute[]> {
  // No periodic work in here: only the request's own statements are recorded.
  const config = loadConfig(env({ DATABASE_URL: server, RUN_WORKER: 'false' }));
  const inProcess = Fastify({ logger: false });
  await inProcess.register(app, { config, database });
  await inProcess.ready();
  const routes: PlannedRoute[] = [];
  try {
    for (const read of list) {
      const headers = read.auth ? { authorization: `Bearer ${f.reader.token}` } : {};
      await inProcess.inject({ method: 'GET', url: read.path, headers });
      startRecording();
      const res = await inProcess.inject({ method: 'GET', url: read.path, headers });
      const statements = stopRecording();
      if (res.statusCode !== 200) throw new Error(`${read.path}: ${res.statusCode} ${res.body}`);
      if (process.env.BENCH_VERBOSE) {
        console.log(
          read.name,
          statements.map((s) => s.text.slice(0, 90)),
        );
      }
      // The public catalog is compared with a bare reply, whatever the product does for it.
      routes.push({ name: read.name, statements: read.auth ? statements : [], body: res.body });
    }
  } finally {
    await inProcess.close();
  }
  return routes;
}

// ---- processes ---------------------------------------------------------------------------

// ---- the run -----------------------------------------------------------------------------

async function onPostgres() {
  const scratch = await createScratchDatabase(server, 'fc_bench');
  const DATABASE_URL = scratch.url;
  try {
    const database = await openPostgres(DATABASE_URL, 4);
    let fixtures: Fixtures;
    let routes: PlannedRoute[];
    try {
      await database.migrate({ sandboxGateway: true });
      fixtures = await prepareFixtures(database.db, loadConfig(env({})), HISTORY_ROWS);
      routes = await plan(database, fixtures, reads(fixtures));
    } finally {
      await database.close();
    }
    const planFile = path.join(tmp, 'plan-postgres.json');
    fs.writeFileSync(planFile, JSON.stringify(routes));
    const product = await startProduct({ DATABASE_URL });
    const baseline = await startBaseline({ DATABASE_URL, BENCH_PLAN: planFile });
    const minimal = await startMinimal({
      DATABASE_URL,
      BENCH_PLAN: planFile,
      BENCH_READER: fixtures.reader.id,
      BENCH_DEEP_SKIP: String((deepPage(fixtures) - 1) * 10),
    });
    try {
      console.log(`PostgreSQL: product ready in ${product.readyMs.toFixed(0)} ms`);
      await checkMinimalAnswers(reads(fixtures), fixtures);
      const pids = {
        product: product.child.pid ?? 0,
        baseline: baseline.child.pid ?? 0,
        minimal: minimal.child.pid ?? 0,
      };
      const compared = await compare(reads(fixtures), fixtures, pids);
      const written = !ONLY || ONLY.includes('writes') ? await writes(fixtures, pids.product) : [];
      return {
        compared,
        written,
        readyMs: product.readyMs,
        memory: { product: peakMemoryMb(product.child), baseline: peakMemoryMb(baseline.child) },
      };
    } finally {
      await stop(product);
      await stop(baseline);
      await stop(minimal);
    }
  } finally {
    await scratch.drop();
  }
}

async function onPglite() {
  const productDir = path.join(tmp, 'pglite-product');
  const baselineDir = path.join(tmp, 'pglite-baseline');
  const database = await openPglite(productDir);
  let fixtures: Fixtures;
  let routes: PlannedRoute[];
  try {
    await database.migrate({ sandboxGateway: true });
    fixtures = await prepareFixtures(database.db, loadConfig(env({})), PGLITE_HISTORY_ROWS);
    routes = await plan(database, fixtures, reads(fixtures));
  } finally {
    await database.close();
  }
  fs.cpSync(productDir, baselineDir, { recursive: true });
  const planFile = path.join(tmp, 'plan-pglite.json');
  fs.writeFileSync(planFile, JSON.stringify(routes));
  const product = await startProduct({ DATA_DIR: productDir });
  const baseline = await startBaseline({ PGLITE_DIR: baselineDir, BENCH_PLAN: planFile });
  try {
    console.log(`PGlite: product ready in ${product.readyMs.toFixed(0)} ms`);
    // Shorter rounds: one connection to the database makes every figure here small and steady.
    const pids = { product: product.child.pid ?? 0, baseline: baseline.child.pid ?? 0 };
    const compared = await compare(reads(fixtures), fixtures, pids, Math.min(SECONDS, 3));
    return {
      compared,
      memory: { product: peakMemoryMb(product.child), baseline: peakMemoryMb(baseline.child) },
    };
  } finally {
    await stop(product);
    await stop(baseline);
  }
}

/**
 * Targets: a public read against a bare static reply (the replay baseline answers those with
 * the product's reply as it is); a signed-in read against the minimal baseline, one
 * hand-written statement per read.
 */
const TARGETS: Record<string, { ratio: number; against: 'bare reply' | 'minimal' }> = {
  'health answer': { ratio: 0.7, against: 'bare reply' },
  'catalog: products': { ratio: 0.7, against: 'bare reply' },
  'catalog: stations': { ratio: 0.7, against: 'bare reply' },
  balances: { ratio: 0.8, against: 'minimal' },
  'history page 1': { ratio: 0.6, against: 'minimal' },
  messages: { ratio: 0.6, against: 'minimal' },
  dashboard: { ratio: 0.5, against: 'minimal' },
};

function targetCell(r: Compared): string {
  const target = TARGETS[r.label];
  if (!target) return '';
  const against = target.against === 'minimal' ? r.minimal : r.baseline;
  if (!against) return '';
  const ratio = r.product.rps / against.rps;
  return `>= ${target.ratio}x of ${target.against}: ${ratio >= target.ratio ? 'met' : '**not met**'}`;
}

function comparedTable(rows: Compared[]) {
  return table(
    [
      'endpoint',
      'product req/s',
      'p50 / p99 ms',
      'replay baseline req/s',
      'ratio',
      'minimal baseline req/s',
      'ratio',
      'target',
      'CPU µs per request (product / replay / minimal)',
    ],
    rows.map((r) => [
      r.label,
      r.product.rps.toFixed(0),
      `${r.product.p50} / ${r.product.p99}`,
      r.baseline.rps.toFixed(0),
      `${(r.product.rps / r.baseline.rps).toFixed(2)}x`,
      r.minimal ? r.minimal.rps.toFixed(0) : '',
      r.minimal ? `${(r.product.rps / r.minimal.rps).toFixed(2)}x` : '',
      targetCell(r),
      [r.product, r.baseline, r.minimal]
        .filter((f) => f !== undefined)
        .map((f) => f.cpuUs.toFixed(0))
        .join(' / '),
    ]),
  );
}

const machineLine = machine();
const postgres = await onPostgres();
if (ONLY) process.exit(0);
const pglite = await onPglite();
const minutes = ((performance.now() - started) / 60_000).toFixed(1);
const deadlocks = postgres.written.reduce(
  (s, w) => s + Object.entries(w.statuses).filter(([c]) => c.startsWith('5')).length,
  0,
);
const markdown = [
  '## API against a bare baseline (`npm run bench`)',
  '',
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machineLine}.`,
  `autocannon ${CONNECTIONS} connections, ${SECONDS} s rounds, product and baseline interleaved (A B A B, figures are the mean of both rounds); the whole run took ${minutes} min.`,
  `Two baselines, each a bare Fastify + pg server with no session check: the replay baseline runs, per request, the statements the product ran for the same request (recorded from the product) and answers the rows as JSON; the minimal baseline (PostgreSQL only) answers each signed-in read with one hand-written statement building the whole reply, the fewest a hand-written server would need. For the public catalog and the health answer both answer the product's reply as a constant string (a bare static reply). History: ${HISTORY_ROWS.toLocaleString('en')} rows for the reading account on PostgreSQL, ${PGLITE_HISTORY_ROWS.toLocaleString('en')} on PGlite.`,
  '',
  '### PostgreSQL',
  '',
  comparedTable(postgres.compared),
  '',
  '### Value-moving writes (product on PostgreSQL)',
  '',
  table(
    [
      'operation',
      'per second',
      'p50 / p99 ms',
      'CPU µs per operation: product / PostgreSQL',
      'replies',
    ],
    postgres.written.map((w) => [
      w.label,
      w.ops.toFixed(0),
      `${w.p50} / ${w.p99}`,
      `${w.productCpuUs.toFixed(0)} / ${w.postgresCpuUs.toFixed(0)}`,
      Object.entries(w.statuses)
        .map(([c, n]) => `${n} × ${c}`)
        .join(', ') + (w.errors ? `, ${w.errors} errors` : ''),
    ]),
  ),
  '',
  `Server errors (5xx, e.g. a deadlock reaching a client): ${deadlocks === 0 ? 'none' : deadlocks}.`,
  '',
  `### PGlite (the product against PGlite in-process, the same statements; ${Math.min(SECONDS, 3)} s rounds)`,
  '',
  comparedTable(pglite.compared),
  '',
  '### Process',
  '',
  table(
    ['', 'product', 'baseline'],
    [
      [
        'peak memory on PostgreSQL (RSS)',
        `${postgres.memory.product} MB`,
        `${postgres.memory.baseline} MB`,
      ],
      [
        'peak memory on PGlite (RSS)',
        `${pglite.memory.product} MB`,
        `${pglite.memory.baseline} MB`,
      ],
      ['start to ready on PostgreSQL', `${postgres.readyMs.toFixed(0)} ms`, ''],
    ],
  ),
].join('\n');
writeSection('bench:api', markdown);
console.log(
  `\nPeak memory: product ${postgres.memory.product} MB (PostgreSQL), ${pglite.memory.product} MB (PGlite)`,
);
console.log(`Written to docs/benchmarks.md in ${minutes} min.`);
