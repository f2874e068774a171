/** The benchmarks' servers: the product as `npm run serve` runs it, and the baseline. */

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { HEALTH_PATHS } from '@fuel/contract';
import { ROOT } from './report';

const API = path.join(ROOT, 'apps/api');
export const SECRET = 'benchmark-only-secret-0123456789-abcdefghijklmnop';
export const PRODUCT_PORT = Number(process.env.BENCH_PORT ?? 3811);
export const BASELINE_PORT = PRODUCT_PORT + 1;
export const MINIMAL_PORT = PRODUCT_PORT + 2;

export const env = (extra: Record<string, string>) => ({
  ...process.env,
  NODE_ENV: 'development',
  AUTH_SECRET: SECRET,
  SEED_DEMO: 'false',
  DEV_TOOLS: 'false',
  HOST: '127.0.0.1',
  // The limits guard real clients; the benchmark is one address making many calls.
  RATE_LIMIT_PER_MINUTE: '100000000',
  AUTH_RATE_LIMIT_SCALE: '1000',
  ...extra,
});

export interface Proc {
  child: ChildProcess;
  readyMs: number;
}

export async function waitReady(url: string, child: ChildProcess, since: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return performance.now() - since;
    } catch {}
    await new Promise((r) => setTimeout(r, 20));
  }
}

export async function start(
  script: string,
  extra: Record<string, string>,
  readyUrl: string,
  nodeArgs = ['--import', 'tsx'],
): Promise<Proc> {
  const t0 = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: API,
    env: env(extra),
    // BENCH_LOG=<file>: the servers' standard output (the product's request log) goes there.
    stdio: [
      'ignore',
      process.env.BENCH_LOG ? fs.openSync(process.env.BENCH_LOG, 'a') : 'ignore',
      'inherit',
    ],
  });
  return { child, readyMs: await waitReady(readyUrl, child, t0) };
}

let built = false;
/** The built server (`npm run build`), built once per run from the current sources. */
export function startProduct(extra: Record<string, string>) {
  if (!built) execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: API, stdio: 'inherit' });
  built = true;
  const ready = `${url(PRODUCT_PORT, 'TLS_CERT_FILE' in extra)}${HEALTH_PATHS.ready}`;
  const port = { PORT: String(PRODUCT_PORT), ...extra };
  // BENCH_PROFILE_DIR=<dir>: the product writes a V8 CPU profile there when it stops. It then
  // runs from its sources, so that the profile names files and packages, not one bundle.
  const profile = process.env.BENCH_PROFILE_DIR;
  if (!profile) return start('dist/server.js', port, ready, []);
  return start('src/server.ts', port, ready, [
    '--import',
    'tsx',
    '--cpu-prof',
    `--cpu-prof-dir=${profile}`,
  ]);
}
export const startBaseline = (extra: Record<string, string>) =>
  start(
    'scripts/bench/baseline.ts',
    { PORT: String(BASELINE_PORT), ...extra },
    `${url(BASELINE_PORT)}/ready`,
  );

export const startMinimal = (extra: Record<string, string>) =>
  start(
    'scripts/bench/minimal.ts',
    { PORT: String(MINIMAL_PORT), ...extra },
    `${url(MINIMAL_PORT)}/ready`,
  );

export function peakMemoryMb(child: ChildProcess): number {
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

export async function stop(proc: Proc) {
  const exited = new Promise((r) => proc.child.once('exit', r));
  proc.child.kill('SIGTERM');
  await exited;
}

/** A server's origin; over TLS by its certificate's name (bench:pages, scripts/bench/tls.ts). */
export const url = (port: number, tls = false) =>
  tls ? `https://localhost:${port}` : `http://127.0.0.1:${port}`;
