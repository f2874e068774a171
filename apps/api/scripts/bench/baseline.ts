/**
 * The baseline of the API benchmark: a bare Fastify server (no hooks, no schemas, no logging)
 * that answers each measured route by running the very statements the product ran for it, with
 * their values and in the same order and concurrency, on a pool the size of the product's
 * (PostgreSQL) or in-process PGlite, and sending the rows as JSON. Public catalog
 * routes answer the product's reply as it is: a bare reply.
 *
 *   BENCH_PLAN=<plan.json> PORT=<port> (DATABASE_URL=<url> | PGLITE_DIR=<dir>) node --import tsx baseline.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

export interface Statement {
  text: string;
  values: unknown[];
  rowMode?: 'array';
  /** The statements that had finished when the product sent this one (see record.ts). */
  after?: number[];
}
export interface PlannedRoute {
  name: string;
  /** The statements of one request, in the order the product ran them; empty = bare reply. */
  statements: Statement[];
  /** The product's reply, answered as it is when there are no statements. */
  body: string;
}

type Run = (s: Statement) => Promise<unknown[]>;

async function connect(): Promise<{ run: Run; close: () => Promise<void> }> {
  if (process.env.PGLITE_DIR) {
    const client = new PGlite(path.join(process.env.PGLITE_DIR, 'pg'));
    return {
      run: async (s) =>
        (await client.query(s.text, s.values, s.rowMode ? { rowMode: s.rowMode } : {})).rows,
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  return {
    run: async (s) =>
      (
        await pool.query({
          text: s.text,
          values: s.values,
          ...(s.rowMode ? { rowMode: s.rowMode } : {}),
        })
      ).rows,
    close: () => pool.end(),
  };
}

const plan = JSON.parse(fs.readFileSync(process.env.BENCH_PLAN ?? '', 'utf8')) as PlannedRoute[];
const db = await connect();
const app = Fastify({ logger: false });
for (const route of plan) {
  // A constant reply as bytes: sent as text, each reply would measure and encode it again.
  const bytes = Buffer.from(route.body);
  app.get(`/${route.name}`, async (_request, reply) => {
    if (route.statements.length === 0) {
      return reply.type('application/json; charset=utf-8').send(bytes);
    }
    // Each statement waits for those the product had waited for, and no others.
    const runs: Promise<unknown[]>[] = [];
    for (const s of route.statements) {
      const before = (s.after ?? []).map((i) => runs[i]);
      runs.push(before.length ? Promise.all(before).then(() => db.run(s)) : db.run(s));
    }
    return Promise.all(runs);
  });
}
app.get('/ready', async () => ({ ok: true }));
app.addHook('onClose', () => db.close());
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
