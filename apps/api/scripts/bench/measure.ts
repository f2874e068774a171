/** Measuring with autocannon: one round, the mean of rounds, and the product beside its baseline. */
import fs from 'node:fs';
import autocannon from 'autocannon';
import type { Fixtures } from './fixtures';
import { BASELINE_PORT, MINIMAL_PORT, PRODUCT_PORT, url } from './servers';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const CONNECTIONS = 10;

/** One measured read: its baseline route is /{name}. */
export interface Read {
  name: string;
  label: string;
  path: string;
  /** Sent with the reader's session. */
  auth: boolean;
}

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  statuses: Record<string, number>;
  /** CPU time the server process spent per answered request, in microseconds. */
  cpuUs: number;
}

/** The fields of /proc/<pid>/stat after the command name (the first is field 3, the state). */
function statFields(pid: number): string[] {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  } catch {
    return []; // the process has ended since it was listed
  }
}
// Linux counts CPU time in ticks of 10 ms.
const TICK_US = 10_000;

/** User + system CPU time of a process so far, in microseconds. */
export function cpuTimeUs(pid: number): number {
  const f = statFields(pid);
  return f.length ? (Number(f[11]) + Number(f[12])) * TICK_US : 0;
}

/**
 * CPU time so far of the PostgreSQL server on this machine: its live processes, plus what its
 * ended backends used (a pool closes idle connections mid-run), which the kernel adds to the
 * parent's children time when it reaps them.
 */
export function postgresCpuTimeUs(): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let comm = '';
    try {
      comm = fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
    } catch {}
    if (comm !== 'postgres') continue;
    const f = statFields(Number(entry));
    if (!f.length) continue;
    total += (Number(f[11]) + Number(f[12])) * TICK_US;
    // The server's first process: the parent of the others, itself not started by one of them.
    const parent = Number(f[1]);
    let parentComm = '';
    try {
      parentComm = fs.readFileSync(`/proc/${parent}/comm`, 'utf8').trim();
    } catch {}
    if (parentComm !== 'postgres') total += (Number(f[13]) + Number(f[14])) * TICK_US;
  }
  return total;
}

export async function cannon(
  options: Omit<autocannon.Options, 'url' | 'connections' | 'duration'> & { url: string },
  seconds = SECONDS,
  /** The server process, whose CPU time per request is reported. */
  pid?: number,
): Promise<Figures> {
  const cpuBefore = pid ? cpuTimeUs(pid) : 0;
  const result = await autocannon({ connections: CONNECTIONS, duration: seconds, ...options });
  const cpu = pid ? cpuTimeUs(pid) - cpuBefore : 0;
  const statuses: Record<string, number> = {};
  const stats = (result as unknown as { statusCodeStats: Record<string, { count: number }> })
    .statusCodeStats;
  for (const [code, { count }] of Object.entries(stats ?? {})) statuses[code] = count;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    statuses,
    cpuUs: result.requests.total ? cpu / result.requests.total : 0,
  };
}

export const mean = (list: Figures[]): Figures => ({
  rps: list.reduce((s, f) => s + f.rps, 0) / list.length,
  p50: list.reduce((s, f) => s + f.p50, 0) / list.length,
  p99: list.reduce((s, f) => s + f.p99, 0) / list.length,
  errors: list.reduce((s, f) => s + f.errors, 0),
  statuses: list.reduce<Record<string, number>>((all, f) => {
    for (const [k, v] of Object.entries(f.statuses)) all[k] = (all[k] ?? 0) + v;
    return all;
  }, {}),
  cpuUs: list.reduce((s, f) => s + f.cpuUs, 0) / list.length,
});

export interface Compared {
  label: string;
  product: Figures;
  /** The replay baseline: the product's own statements on a bare server (a bare reply for public reads). */
  baseline: Figures;
  /** The minimal baseline (minimal.ts): one hand-written statement per read; signed-in reads only. */
  minimal?: Figures;
}

/**
 * Product, baseline(s), product, baseline(s) for every read, after a short warm-up of each: the
 * replay baseline, and the minimal one for signed-in reads when its process is given.
 */
export async function compare(
  list: Read[],
  f: Fixtures,
  pids: { product: number; baseline: number; minimal?: number },
  seconds = SECONDS,
): Promise<Compared[]> {
  const out: Compared[] = [];
  for (const read of list) {
    const headers = read.auth ? { authorization: `Bearer ${f.reader.token}` } : undefined;
    const product = () =>
      cannon({ url: `${url(PRODUCT_PORT)}${read.path}`, headers }, seconds, pids.product);
    const baseline = () =>
      cannon({ url: `${url(BASELINE_PORT)}/${read.name}` }, seconds, pids.baseline);
    const minimalPid = read.auth ? pids.minimal : undefined;
    const minimal = () => cannon({ url: `${url(MINIMAL_PORT)}/${read.name}` }, seconds, minimalPid);
    await cannon({ url: `${url(PRODUCT_PORT)}${read.path}`, headers }, 1);
    await cannon({ url: `${url(BASELINE_PORT)}/${read.name}` }, 1);
    if (minimalPid) await cannon({ url: `${url(MINIMAL_PORT)}/${read.name}` }, 1);
    const a1 = await product();
    const b1 = await baseline();
    const c1 = minimalPid ? await minimal() : undefined;
    const a2 = await product();
    const b2 = await baseline();
    const c2 = minimalPid ? await minimal() : undefined;
    const row: Compared = {
      label: read.label,
      product: mean([a1, a2]),
      baseline: mean([b1, b2]),
      ...(c1 && c2 ? { minimal: mean([c1, c2]) } : {}),
    };
    // A baseline that fails fast would make any product look slow: both must answer 200 only.
    for (const [who, figures] of [
      ['product', row.product],
      ['baseline', row.baseline],
      ['minimal baseline', row.minimal],
    ] as const) {
      if (!figures) continue;
      const bad = Object.keys(figures.statuses).filter((code) => code !== '200');
      if (bad.length || figures.errors) {
        throw new Error(`${read.name}: the ${who} answered ${JSON.stringify(figures.statuses)}`);
      }
    }
    const minimalPart = row.minimal
      ? `  minimal ${row.minimal.rps.toFixed(0).padStart(6)} req/s  ratio ${(row.product.rps / row.minimal.rps).toFixed(2)}`
      : '';
    console.log(
      `${row.label.padEnd(24)} product ${row.product.rps.toFixed(0).padStart(6)} req/s  replay ${row.baseline.rps.toFixed(0).padStart(6)} req/s  ratio ${(row.product.rps / row.baseline.rps).toFixed(2)}${minimalPart}  CPU µs/request ${row.product.cpuUs.toFixed(0)} / ${row.baseline.cpuUs.toFixed(0)}`,
    );
    out.push(row);
  }
  return out;
}
