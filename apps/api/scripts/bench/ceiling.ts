/**
 * What PostgreSQL itself can do with a transfer's writes on this machine
 * (`npm run bench:writes-ceiling`), with pgbench as the client (it costs little CPU): the
 * product's own statements one round trip each, unnamed (parsed and planned at every call, as
 * the product sent them before ADR 0030) and prepared by name, and the same writes in one call
 * of a PL/pgSQL function (a one-round-trip design the product does not use). Each on the same
 * fixtures as `npm run bench`, 10 clients like its 10 connections. Prints figures; writes nothing.
 *
 *   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_SECONDS (10)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../src/config/env';
import { openPostgres } from '../../src/db/postgres';
import { createScratchDatabase } from '../../src/test/test-database';
import { prepareFixtures } from './fixtures';
import { env } from './servers';

const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const here = path.join(import.meta.dirname, 'ceiling');

const scratch = await createScratchDatabase(server, 'fc_ceiling');
const { url } = scratch;
try {
  const database = await openPostgres(url, 10);
  await database.migrate({ sandboxGateway: true });
  const config = loadConfig(env({ DATABASE_URL: url, RUN_WORKER: 'false' }));
  const f = await prepareFixtures(database.db, config, 1000);
  await database.close();

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // Both directions of every pair of writers, with a live session of the sender's.
  await client.query(`create table ceiling_pairs as
    select row_number() over () as i, p.* from (
      select s.id as sender, r.id as recipient, r.public_id as recipient_public,
        (select family_id from refresh_tokens t where t.user_id = s.id limit 1) as family
      from user_relations ur
      join users s on s.id in (ur.requester_id, ur.addressee_id)
      join users r on r.id in (ur.requester_id, ur.addressee_id) and r.id <> s.id
      where ur.status = 'accepted' and s.email like 'writer%') p`);
  await client.query('create unique index on ceiling_pairs (i)');
  await client.query(fs.readFileSync(path.join(here, 'transfer-function.sql'), 'utf8'));
  const { rows } = await client.query('select count(*)::int as n from ceiling_pairs');
  await client.end();
  const pairs = rows[0].n as number;

  const runs = [
    ['the product’s statements, unnamed', 'transfer-statements.sql', 'extended'],
    ['the product’s statements, prepared by name', 'transfer-statements.sql', 'prepared'],
    ['the same writes in one function call', 'transfer-call.sql', 'prepared'],
  ] as const;
  console.log(`pgbench, 10 clients, ${SECONDS} s each, ${pairs} senders`);
  for (const [label, script, mode] of runs) {
    const out = execFileSync(
      'pgbench',
      [
        ...['-n', '-M', mode, '-c', '10', '-j', '2', '-T', String(SECONDS)],
        ...['-D', `pairs=${pairs}`, '-D', `product=${f.productId}`],
        ...['-f', path.join(here, script), url],
      ],
      { encoding: 'utf8' },
    );
    const tps = out.match(/tps = ([\d.]+)/)?.[1];
    const failed = out.match(/number of failed transactions: (\d+)/)?.[1];
    const latency = out.match(/latency average = ([\d.]+) ms/)?.[1];
    console.log(
      `${label.padEnd(46)} ${Number(tps).toFixed(0).padStart(6)} transfers/s  latency ${latency} ms  failed ${failed}`,
    );
  }
} finally {
  await scratch.drop();
}
