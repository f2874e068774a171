/**
 * Where a value-moving write's time goes (`npm run bench:writes-profile`): the product in
 * process on a fresh PostgreSQL database, a transfer and a refuel (authorise, complete) sent
 * first one at a time, then BENCH_PROFILE_CONCURRENCY at a time, with every statement timed
 * through the driver and the request split at Fastify's hooks. Prints figures; writes nothing.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { API_ROUTES, apiUrlOf } from '@fuel/contract';
import Fastify from 'fastify';
import { app } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { openPostgres } from '../../src/db/postgres';
import { createScratchDatabase } from '../../src/test/test-database';
import { prepareFixtures } from './fixtures';
import { watchPgStatements } from './pg-statements';
import { env } from './servers';

const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROUNDS = Number(process.env.BENCH_PROFILE_ROUNDS ?? 40);
const CONCURRENCY = Number(process.env.BENCH_PROFILE_CONCURRENCY ?? 10);

interface Timed {
  text: string;
  ms: number;
}
/** The statements of the request being measured (one at a time), or of all of them. */
let current: Timed[] | null = null;
const all: Timed[] = [];

watchPgStatements((config) => {
  const text = typeof config === 'string' ? config : ((config as { text?: string })?.text ?? '');
  const t0 = performance.now();
  const sink = current;
  return () => {
    const row = { text, ms: performance.now() - t0 };
    sink?.push(row);
    all.push(row);
  };
});

/** Hook times of the last request: received, handler entered, reply built, reply sent. */
const marks = new Map<string, Record<string, number>>();

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};
const kind = (text: string) => {
  const t = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (t === 'begin' || t === 'commit' || t === 'rollback') return t;
  const m = t.match(/^(select|insert into|update|delete from|with) "?([a-z_]+)"?/);
  if (!m) return t.slice(0, 40);
  if (m[1] === 'select') {
    const from = t.match(/ from "?([a-z_]+)"?/);
    return `select ${from?.[1] ?? '?'}`;
  }
  return `${m[1]} ${m[2]}`;
};

/** Commits: each explicit one, and each write sent outside a transaction (it commits alone). */
function commitsOf(statements: Timed[]) {
  let inside = false;
  let commits = 0;
  for (const s of statements) {
    const k = kind(s.text);
    if (k === 'begin') inside = true;
    else if (k === 'commit' || k === 'rollback') {
      inside = false;
      if (k === 'commit') commits++;
    } else if (!inside && /^(insert|update|delete|with)/.test(k)) commits++;
  }
  return commits;
}

const scratch = await createScratchDatabase(server, 'fc_wprof');
try {
  const database = await openPostgres(scratch.url, 10);
  await database.migrate({ sandboxGateway: true });
  const config = loadConfig(env({ DATABASE_URL: scratch.url, RUN_WORKER: 'false' }));
  const f = await prepareFixtures(database.db, config, 1000);
  const fastify = Fastify({ logger: false });
  fastify.addHook('onRequest', async (req) => {
    marks.set(req.id, { start: performance.now() });
  });
  fastify.addHook('preHandler', async (req) => {
    const m = marks.get(req.id);
    if (m) m.handler = performance.now();
  });
  fastify.addHook('preSerialization', async (req, _reply, payload) => {
    const m = marks.get(req.id);
    if (m) m.serialize = performance.now();
    return payload;
  });
  fastify.addHook('onSend', async (req, _reply, payload) => {
    const m = marks.get(req.id);
    if (m) m.sent = performance.now();
    return payload;
  });
  await fastify.register(app, { config, database });
  await fastify.ready();

  let n = 0;
  const transfer = async () => {
    const s = f.senders[n++ % f.senders.length];
    if (!s) throw new Error('no senders');
    return fastify.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.friends.transfer),
      headers: { authorization: `Bearer ${s.token}`, 'idempotency-key': randomUUID() },
      payload: { recipient_id: s.recipientId, product_id: f.productId, quantity: 1 },
    });
  };
  const authorise = async () => {
    const s = f.senders[n++ % f.senders.length];
    if (!s) throw new Error('no senders');
    return fastify.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.refuels.create),
      headers: { authorization: `Bearer ${s.token}`, 'idempotency-key': randomUUID() },
      payload: { product_id: f.productId, volume: 1 },
    });
  };
  const codes: string[] = [];
  const complete = async () =>
    fastify.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.pumpTerminal.completeCode, {
        stationId: f.stationId,
        code: codes.shift(),
      }),
      headers: { authorization: `Bearer ${f.stationKey}` },
      payload: { dispensed: 1 },
    });

  const ops = [
    ['transfer', transfer],
    ['refuel authorise', authorise],
    ['refuel complete', complete],
  ] as const;

  console.log(`\nOne request at a time (${ROUNDS} each, medians):`);
  for (const [label, run] of ops) {
    if (label === 'refuel authorise') codes.length = 0;
    const rows: { wall: number; db: number; count: number; commits: number; split: number[] }[] =
      [];
    let statements: Timed[] = [];
    for (let i = 0; i < ROUNDS + 3; i++) {
      current = [];
      const t0 = performance.now();
      const res = await run();
      const wall = performance.now() - t0;
      statements = current;
      current = null;
      if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
      if (label === 'refuel authorise') codes.push(res.json().code);
      const m = marks.get(res.headers['x-request-id'] as string) ?? {};
      if (i < 3) continue; // warm-up
      rows.push({
        wall,
        db: statements.reduce((s, x) => s + x.ms, 0),
        count: statements.length,
        commits: commitsOf(statements),
        split: [
          (m.handler ?? 0) - (m.start ?? 0),
          (m.serialize ?? 0) - (m.handler ?? 0),
          (m.sent ?? 0) - (m.serialize ?? 0),
        ],
      });
    }
    const pick = (g: (r: (typeof rows)[number]) => number) => median(rows.map(g)).toFixed(2);
    console.log(
      `${label.padEnd(18)} ${pick((r) => r.count)} statements, ${pick((r) => r.commits)} commits; wall ${pick((r) => r.wall)} ms, in the database ${pick((r) => r.db)} ms; hooks before the handler ${pick((r) => r.split[0] ?? 0)} ms, handler ${pick((r) => r.split[1] ?? 0)} ms, serialization + reply validation ${pick((r) => r.split[2] ?? 0)} ms`,
    );
    console.log(`  ${statements.map((s) => kind(s.text)).join(' | ')}`);
  }

  console.log(`\n${CONCURRENCY} at a time (${ROUNDS * 5} each), by statement kind (mean ms):`);
  for (const [label, run] of ops) {
    if (label === 'refuel authorise') codes.length = 0;
    all.length = 0;
    let left = ROUNDS * 5;
    const t0 = performance.now();
    const worker = async () => {
      while (left-- > 0) {
        const res = await run();
        if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
        if (label === 'refuel authorise') codes.push(res.json().code);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - t0) / 1000;
    const byKind = new Map<string, number[]>();
    for (const s of all) byKind.set(kind(s.text), [...(byKind.get(kind(s.text)) ?? []), s.ms]);
    const parts = [...byKind]
      .map(([k, xs]) => [k, xs.reduce((a, b) => a + b, 0) / xs.length, xs.length] as const)
      .sort((a, b) => b[1] - a[1])
      .map(([k, ms, c]) => `${k} ${ms.toFixed(1)} (${c})`);
    console.log(`${label.padEnd(18)} ${((ROUNDS * 5) / seconds).toFixed(0)}/s in process`);
    console.log(`  ${parts.join(', ')}`);
  }
  await fastify.close();
  await database.close();
} finally {
  await scratch.drop();
}
