/**
 * The value-moving writes of two builds of the product side by side (`npm run bench:writes-ab`):
 * BENCH_BEFORE_DIR is a checkout of the earlier commit (its node_modules linked or installed),
 * the current sources are the other. Each gets a fresh PostgreSQL database with the same
 * fixtures; the rounds alternate (A B A B) so that the machine's load falls on both alike.
 * Prints the figures; writes nothing.
 */

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { HEALTH_PATHS } from '@fuel/contract';
import { loadConfig } from '../../src/config/env';
import { openPostgres } from '../../src/db/postgres';
import { createScratchDatabase } from '../../src/test/test-database';
import { type Fixtures, prepareFixtures } from './fixtures';
import { type Figures, mean } from './measure';
import { ROOT } from './report';
import { env, url, waitReady } from './servers';
import { writeOperations } from './writes';

const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const before = process.env.BENCH_BEFORE_DIR;
if (!before) throw new Error('BENCH_BEFORE_DIR: a checkout of the commit to compare with');
const ROUNDS = Number(process.env.BENCH_AB_ROUNDS ?? 2);
const basePort = Number(process.env.BENCH_PORT ?? 3811);

interface Side {
  name: string;
  api: string;
  port: number;
  db: string;
  fixtures?: Fixtures;
  child?: ChildProcess;
}
const sides: Side[] = [
  { name: 'before', api: path.join(before, 'apps/api'), port: basePort, db: '' },
  { name: 'after', api: path.join(ROOT, 'apps/api'), port: basePort + 1, db: '' },
];

const scratches: Awaited<ReturnType<typeof createScratchDatabase>>[] = [];
try {
  for (const side of sides) {
    const scratch = await createScratchDatabase(server, `fc_ab_${side.name}`);
    scratches.push(scratch);
    side.db = scratch.url;
    const database = await openPostgres(side.db, 4);
    try {
      await database.migrate({ sandboxGateway: true });
      side.fixtures = await prepareFixtures(database.db, loadConfig(env({})), 1000);
    } finally {
      await database.close();
    }
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: side.api, stdio: 'inherit' });
    const t0 = performance.now();
    side.child = spawn(process.execPath, ['dist/server.js'], {
      cwd: side.api,
      env: env({ PORT: String(side.port), DATABASE_URL: side.db }),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitReady(`${url(side.port)}${HEALTH_PATHS.ready}`, side.child, t0);
  }
  const ops = sides.map((s) => writeOperations(s.fixtures as Fixtures, url(s.port)));
  const labels = ops[0]?.map(([label]) => label) ?? [];
  for (const [i, label] of labels.entries()) {
    const figures: Figures[][] = sides.map(() => []);
    for (const o of ops) await o[i]?.[1](1); // warm-up, unmeasured
    for (let round = 0; round < ROUNDS; round++) {
      for (const [k, o] of ops.entries()) {
        const run = o[i]?.[1];
        if (run) figures[k]?.push(await run());
      }
    }
    const calls = ops[0]?.[i]?.[2] ?? 1;
    const line = sides.map((s, k) => {
      const f = mean(figures[k] ?? []);
      return `${s.name} ${(f.rps / calls).toFixed(1)}/s p50 ${f.p50} ms p99 ${f.p99} ms ${JSON.stringify(f.statuses)}`;
    });
    const [a, b] = sides.map((_, k) => mean(figures[k] ?? []).rps);
    console.log(
      `${label}: ${line.join(' | ')} | after/before ${((b ?? 0) / (a ?? 1)).toFixed(2)}x`,
    );
  }
} finally {
  for (const side of sides) side.child?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  for (const scratch of scratches) await scratch.drop();
}
