import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../db/database';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';

/** The PostgreSQL server the tests run against, if any; PGlite in memory otherwise. */
export function testServerUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;
}

/**
 * A new, migrated, empty database for one test file, with the sandbox gateway's tables (the
 * tests pay through it). On PostgreSQL it is a database of its
 * own on the server (dropped again by `close`), so files can run in parallel.
 */
export async function createTestDatabase(
  /** How to migrate it; `false` leaves it empty. */
  migration: { sandboxGateway: boolean } | false = { sandboxGateway: true },
): Promise<Database> {
  const serverUrl = testServerUrl();
  if (!serverUrl) {
    const database = await openPglite(undefined);
    if (migration) await database.migrate(migration);
    return database;
  }
  const name = `fc_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 20);
  if (migration) await database.migrate(migration);
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
