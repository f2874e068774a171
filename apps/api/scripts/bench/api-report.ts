/** The section `npm run bench` writes into docs/benchmarks.md: its tables and targets. */
import { CONNECTIONS, type Compared, SECONDS } from './measure';
import { table } from './report';
import type { Written } from './writes';

export interface ApiRun {
  machine: string;
  minutes: string;
  historyRows: number;
  pgliteHistoryRows: number;
  postgres: {
    compared: Compared[];
    written: Written[];
    readyMs: number;
    memory: { product: number; baseline: number };
  };
  pglite: { compared: Compared[]; memory: { product: number; baseline: number } };
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

export function apiReport(run: ApiRun): string {
  const { postgres, pglite } = run;
  const deadlocks = postgres.written.reduce(
    (s, w) => s + Object.entries(w.statuses).filter(([c]) => c.startsWith('5')).length,
    0,
  );
  return [
    '## API against a bare baseline (`npm run bench`)',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${run.machine}.`,
    `autocannon ${CONNECTIONS} connections, ${SECONDS} s rounds, product and baseline interleaved (A B A B, figures are the mean of both rounds); the whole run took ${run.minutes} min.`,
    `Two baselines, each a bare Fastify + pg server with no session check: the replay baseline runs, per request, the statements the product ran for the same request (recorded from the product) and answers the rows as JSON; the minimal baseline (PostgreSQL only) answers each signed-in read with one hand-written statement building the whole reply, the fewest a hand-written server would need. For the public catalog and the health answer both answer the product's reply as a constant, kept as bytes (a bare static reply). History: ${run.historyRows.toLocaleString('en')} rows for the reading account on PostgreSQL, ${run.pgliteHistoryRows.toLocaleString('en')} on PGlite.`,
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
}
