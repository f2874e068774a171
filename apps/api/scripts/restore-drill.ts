/**
 * The restore drill: a scratch database with some activity (the demo accounts and their
 * history, and more accounts buying and passing fuel to each other) is dumped with pg_dump,
 * restored with pg_restore into another scratch database, and the copy is checked: the server's
 * migrations find it up to date, the ledger adds up, and every table holds the same rows (counted
 * and fingerprinted). Both scratch databases and the dump are removed at the end. Exit 1 on any
 * difference. See docs/operations.md#backups-and-restore.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run restore-drill [-- accounts]
 */

import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../src/db/database';
import { openPostgres } from '../src/db/postgres';
import { seedCatalog } from '../src/db/seed';
import { seedDemoUsers } from '../src/db/seed/demo-users';
import { enqueue } from '../src/jobs/kinds';
import { checkLedger, postJournal } from '../src/modules/ledger';
import { createUser } from '../src/test/factories';
import { creditFuel, productByCode } from '../src/test/money';
import { createScratchDatabase } from '../src/test/test-database';

const run = promisify(execFile);
const server = process.env.DATABASE_URL;
if (!server)
  throw new Error('Set DATABASE_URL to a PostgreSQL server (scratch databases are made on it).');
const accounts = Number(process.argv[2] ?? 200);
const seconds = (since: number) => Number(((performance.now() - since) / 1000).toFixed(2));

/** Every table of every schema but PostgreSQL's own, with its row count and a fingerprint. */
async function tableContents(db: Db) {
  const tables = rowsOf<{ schema: string; name: string }>(
    await db.execute(sql`
      select schemaname as schema, tablename as name from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema')
      order by 1, 2`),
  );
  const contents = new Map<string, { rows: number; md5: string }>();
  for (const { schema, name } of tables) {
    const table = sql.raw(`"${schema}"."${name}"`);
    // The rows as text, in one order: the same data gives the same fingerprint.
    const [row] = rowsOf<{ rows: number; md5: string | null }>(
      await db.execute(
        sql`select count(*)::int as rows, md5(string_agg(t::text, '|' order by t::text)) as md5 from ${table} t`,
      ),
    );
    contents.set(`${schema}.${name}`, { rows: row?.rows ?? 0, md5: row?.md5 ?? '' });
  }
  return contents;
}

/** The demo accounts, and `accounts` more that buy fuel, pass some on and get an e-mail queued. */
async function makeActivity(db: Db) {
  await seedCatalog(db);
  await seedDemoUsers(db);
  const diesel = await productByCode(db, 'DIESEL');
  const premium = await productByCode(db, 'PREMIUM_95');
  let previous: string | undefined;
  for (let i = 0; i < accounts; i++) {
    const user = await createUser(db);
    await creditFuel(db, user.id, diesel.id, 100 + i);
    await creditFuel(db, user.id, premium.id, 50);
    if (previous) {
      const from = previous;
      await db.transaction((tx) =>
        postJournal(tx, 'transfer', randomUUID(), [
          { userId: from, account: 'available', productId: diesel.id, quantity: -10_000 },
          { userId: user.id, account: 'available', productId: diesel.id, quantity: 10_000 },
        ]),
      );
    }
    await enqueue(db, 'mail', {
      to: user.email,
      template: 'login_code',
      lang: 'en',
      params: { name: 'Drill', code: '123456' },
    });
    previous = user.id;
  }
}

const source = await createScratchDatabase(server, 'fc_drill_source');
const target = await createScratchDatabase(server, 'fc_drill_restored');
const dumpFile = path.join(os.tmpdir(), `fc-drill-${process.pid}.dump`);
const cleanups: (() => Promise<unknown>)[] = [
  () => source.drop(),
  () => target.drop(),
  async () => fs.rmSync(dumpFile, { force: true }),
];
try {
  const { stdout: version } = await run('pg_dump', ['--version']);
  const original = await openPostgres(source.url, 4);
  cleanups.unshift(() => original.close());
  let started = performance.now();
  await original.migrate({ sandboxGateway: false });
  await makeActivity(original.db);
  const activitySeconds = seconds(started);
  const before = await tableContents(original.db);

  started = performance.now();
  await run('pg_dump', ['--format=custom', `--file=${dumpFile}`, `--dbname=${source.url}`]);
  const dumpSeconds = seconds(started);
  started = performance.now();
  await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${target.url}`, dumpFile]);
  const restoreSeconds = seconds(started);

  const restored = await openPostgres(target.url, 4);
  cleanups.unshift(() => restored.close());
  // The server starts on a restored database as on its own: its migrations are already there.
  await restored.migrate({ sandboxGateway: false });
  const after = await tableContents(restored.db);
  const ledger = await checkLedger(restored.db);

  const differences = [...new Set([...before.keys(), ...after.keys()])].filter((table) => {
    const a = before.get(table);
    const b = after.get(table);
    return a?.rows !== b?.rows || a?.md5 !== b?.md5;
  });
  const report = {
    pgDump: version.trim(),
    accountsAdded: accounts,
    tables: before.size,
    rows: [...before.values()].reduce((sum, t) => sum + t.rows, 0),
    largestTables: [...before.entries()]
      .sort((a, b) => b[1].rows - a[1].rows)
      .slice(0, 5)
      .map(([table, { rows }]) => `${table}: ${rows}`),
    dumpBytes: fs.statSync(dumpFile).size,
    activitySeconds,
    dumpSeconds,
    restoreSeconds,
    tablesDiffering: differences,
    ledgerClean: ledger.ok,
  };
  console.log(JSON.stringify(report, null, 2));
  const ok = differences.length === 0 && ledger.ok && before.size > 0;
  console.log(ok ? 'restore drill: OK' : 'restore drill: FAILED');
  process.exitCode = ok ? 0 : 1;
} finally {
  for (const cleanup of cleanups) await cleanup().catch((err) => console.error(err));
}
