/**
 * `npm run bench`: the product against its two bare baselines on PostgreSQL (the reads, then the
 * value-moving writes) and on PGlite, written into docs/benchmarks.md (api-report.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../../src/config/env';
import { openPglite } from '../../src/db/pglite';
import { openPostgres } from '../../src/db/postgres';
import { createScratchDatabase } from '../../src/test/test-database';
import { allReads, checkMinimalAnswers, deepPage, plan } from './api-reads';
import { apiReport } from './api-report';
import type { PlannedRoute } from './baseline';
import { type Fixtures, prepareFixtures } from './fixtures';
import { compare, type Read, SECONDS } from './measure';
import { machine, writeSection } from './report';
import { env, peakMemoryMb, startBaseline, startMinimal, startProduct, stop } from './servers';
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
      routes = await plan(server, database, fixtures, reads(fixtures));
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
    // BENCH_KEEP=true: the database stays, for EXPLAIN (ANALYZE) by hand on the same fixtures.
    if (process.env.BENCH_KEEP === 'true') console.log(`kept ${DATABASE_URL}`);
    else await scratch.drop();
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
    routes = await plan(server, database, fixtures, reads(fixtures));
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

const machineLine = machine();
const postgres = await onPostgres();
if (ONLY) process.exit(0);
const pglite = await onPglite();
const minutes = ((performance.now() - started) / 60_000).toFixed(1);
writeSection(
  'bench:api',
  apiReport({
    machine: machineLine,
    minutes,
    historyRows: HISTORY_ROWS,
    pgliteHistoryRows: PGLITE_HISTORY_ROWS,
    postgres,
    pglite,
  }),
);
console.log(
  `\nPeak memory: product ${postgres.memory.product} MB (PostgreSQL), ${pglite.memory.product} MB (PGlite)`,
);
console.log(`Written to docs/benchmarks.md in ${minutes} min.`);
