/** Measuring with autocannon: one round, the mean of rounds, and the product beside its baseline. */
import autocannon from 'autocannon';
import type { Fixtures } from './fixtures';
import { BASELINE_PORT, PRODUCT_PORT, url } from './servers';

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
}

export async function cannon(
  options: Omit<autocannon.Options, 'url' | 'connections' | 'duration'> & { url: string },
  seconds = SECONDS,
): Promise<Figures> {
  const result = await autocannon({ connections: CONNECTIONS, duration: seconds, ...options });
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
});

export interface Compared {
  label: string;
  product: Figures;
  baseline: Figures;
}

/** Product, baseline, product, baseline for every read, after a short warm-up of both. */
export async function compare(list: Read[], f: Fixtures, seconds = SECONDS): Promise<Compared[]> {
  const out: Compared[] = [];
  for (const read of list) {
    const headers = read.auth ? { authorization: `Bearer ${f.reader.token}` } : undefined;
    const product = () => cannon({ url: `${url(PRODUCT_PORT)}${read.path}`, headers }, seconds);
    const baseline = () => cannon({ url: `${url(BASELINE_PORT)}/${read.name}` }, seconds);
    await cannon({ url: `${url(PRODUCT_PORT)}${read.path}`, headers }, 1);
    await cannon({ url: `${url(BASELINE_PORT)}/${read.name}` }, 1);
    const a1 = await product();
    const b1 = await baseline();
    const a2 = await product();
    const b2 = await baseline();
    const row = { label: read.label, product: mean([a1, a2]), baseline: mean([b1, b2]) };
    // A baseline that fails fast would make any product look slow: both must answer 200 only.
    for (const [who, figures] of [
      ['product', row.product],
      ['baseline', row.baseline],
    ] as const) {
      const bad = Object.keys(figures.statuses).filter((code) => code !== '200');
      if (bad.length || figures.errors) {
        throw new Error(`${read.name}: the ${who} answered ${JSON.stringify(figures.statuses)}`);
      }
    }
    console.log(
      `${row.label.padEnd(24)} product ${row.product.rps.toFixed(0).padStart(6)} req/s  baseline ${row.baseline.rps.toFixed(0).padStart(6)} req/s  ratio ${(row.product.rps / row.baseline.rps).toFixed(2)}`,
    );
    out.push(row);
  }
  return out;
}
