import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Database, migrationSets } from '../db/database';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import * as schema from '../db/schema';

/** The PostgreSQL server the tests run against, if any; PGlite in memory otherwise. */
export function testServerUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;
}

type Migration = { sandboxGateway: boolean; sandboxFiscal?: boolean };

/**
 * A new, migrated, empty database for one test file, with the sandbox gateway's and sandbox
 * fiscal register's tables (the tests pay and print receipts through them). On PostgreSQL it is a database of its own on the server (dropped again
 * by `close`), so files can run in parallel.
 *
 * Every file starts from a copy of one database migrated once per set of migrations (a PGlite
 * archive in the temporary folder, a template database on PostgreSQL): starting PGlite afresh
 * and migrating it took about 4.5 s a file, a copy well under one.
 */
export async function createTestDatabase(
  /** How to migrate it; `false` leaves it empty. */
  migration: Migration | false = { sandboxGateway: true, sandboxFiscal: true },
): Promise<Database> {
  const serverUrl = testServerUrl();
  if (!serverUrl)
    return migration
      ? openPglite(undefined, await pgliteSnapshot(migration))
      : openPglite(undefined);

  const name = `fc_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const template = migration ? await postgresTemplate(serverUrl, migration) : null;
  await onServer(serverUrl, (admin) =>
    admin.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  const database = await openPostgres(databaseUrl(serverUrl, name), 20);
  return {
    ...database,
    close: async () => {
      await database.close();
      await onServer(serverUrl, (admin) => dropScratchDatabase(admin, name));
    },
  };
}

/**
 * A second instance of the product on the same database, as another server would have it: on
 * PostgreSQL a pool and a listening connection of its own; on the embedded database, which one
 * process holds, a `db` of its own over the same connection. Its `close` leaves the database.
 */
export async function anotherInstanceOf(database: Database): Promise<Database> {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'postgres') {
    const url = (client as pg.Pool).options.connectionString;
    if (!url) throw new Error('the pool has no connection string');
    return openPostgres(url, 5);
  }
  const db = drizzle({ client: client as PGlite, schema }) as unknown as Database['db'];
  return { ...database, db, close: async () => {} };
}

/**
 * A new, empty database on the server for a script (a benchmark, the crash round): its URL, and
 * `drop` to remove it again once everything connected to it has been closed.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${Date.now()}_${randomBytes(2).toString('hex')}`;
  await onServer(serverUrl, (admin) => admin.query(`create database ${name}`));
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => onServer(serverUrl, (admin) => dropScratchDatabase(admin, name)),
  };
}

/**
 * Drops a scratch database whose pool was just closed. The pool's end resolves before its
 * connections have closed; dropping the database under them made each report "terminating
 * connection" as an error. So this waits for them first, a second at most.
 */
export async function dropScratchDatabase(admin: pg.Client, name: string): Promise<void> {
  for (let waited = 0; waited < 50; waited += 1) {
    const open = await admin.query('select 1 from pg_stat_activity where datname = $1', [name]);
    if (open.rowCount === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await admin.query(`drop database if exists ${name} with (force)`);
}

/** Names the migrations' content: a changed or added migration makes a new copy. */
function migrationsKey(migration: Migration): string {
  const hash = createHash('sha256').update(JSON.stringify(migration));
  for (const { migrationsFolder } of migrationSets(migration)) {
    for (const file of fs.readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
      const full = path.join(migrationsFolder, file);
      if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

const ARCHIVE_PREFIX = 'fc-test-pglite-';
/** An archive no test file has read for this long is of migrations that have since changed. */
const ARCHIVE_UNUSED_MS = 24 * 60 * 60 * 1000;

/** The migrated PGlite archive, made by the first test file that asks (one per key). */
async function pgliteSnapshot(migration: Migration): Promise<Blob> {
  const file = path.join(os.tmpdir(), `${ARCHIVE_PREFIX}${migrationsKey(migration)}.tar`);
  const kept = readArchive(file);
  if (kept) return kept;
  const client = new PGlite();
  const db = drizzle({ client });
  for (const set of migrationSets(migration)) await migrate(db, set);
  const archive = await client.dumpDataDir('none');
  await client.close();
  // Written aside and renamed: a file running beside this one reads a whole archive or none.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(partial, Buffer.from(await archive.arrayBuffer()));
  fs.renameSync(partial, file);
  removeStaleArchives();
  return archive;
}

/** The archive if it is there, marked as used now so that it is not taken for a stale one. */
function readArchive(file: string): Blob | undefined {
  try {
    const bytes = fs.readFileSync(file);
    const now = new Date();
    fs.utimesSync(file, now, now);
    return new Blob([bytes]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Removes the archives of earlier migrations when a new one is made: each change of a migration
 * would otherwise leave one more archive (about 40 MB) in the temporary folder, and a file stopped
 * while writing one its partial copy. Archives read within the last day stay, as another
 * checkout's tests may still use them.
 */
function removeStaleArchives() {
  const folder = os.tmpdir();
  for (const name of fs.readdirSync(folder)) {
    if (!name.startsWith(ARCHIVE_PREFIX)) continue;
    const file = path.join(folder, name);
    try {
      if (Date.now() - fs.statSync(file).mtimeMs > ARCHIVE_UNUSED_MS) fs.rmSync(file);
    } catch (error) {
      // Removed meanwhile by a test file running beside this one.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

/** The migrated template database on the server, made by the first test file that asks. */
async function postgresTemplate(serverUrl: string, migration: Migration): Promise<string> {
  const template = `fc_template_${migrationsKey(migration)}`;
  const exists = await onServer(serverUrl, (admin) =>
    admin.query('select 1 from pg_database where datname = $1', [template]),
  );
  if (exists.rowCount) return template;
  // Built under a name of its own and renamed when done: a file running beside this one uses
  // the template only once it is complete.
  const building = `${template}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, (admin) => admin.query(`create database ${building}`));
  const database = await openPostgres(databaseUrl(serverUrl, building), 2);
  await database.migrate(migration);
  await database.close();
  await onServer(serverUrl, async (admin) => {
    try {
      await admin.query(`alter database ${building} rename to ${template}`);
    } catch {
      // Another file finished its copy first: that one is the template.
      await admin.query(`drop database if exists ${building} with (force)`);
    }
  });
  return template;
}

async function onServer<T>(serverUrl: string, act: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await act(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
