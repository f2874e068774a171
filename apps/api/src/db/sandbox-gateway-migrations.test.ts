import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { testTempDir } from '../test/temp-dir';
import { createTestDatabase } from '../test/test-database';
import { type Database, rowsOf } from './database';

/** The sandbox's tables as the product's migration 0003 created them before ADR 0020. */
const OLD_TABLES = `
CREATE TABLE "sandbox_gateway_bindings" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL, "client_id" text NOT NULL,
  "masked_pan" text NOT NULL, "expiry_date" text NOT NULL, "cardholder_name" text NOT NULL,
  "active" boolean DEFAULT true NOT NULL, "created_at" timestamp with time zone NOT NULL);
CREATE TABLE "sandbox_gateway_orders" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL, "order_number" text NOT NULL,
  "amount" bigint NOT NULL, "currency" text NOT NULL, "language" text NOT NULL,
  "description" text, "return_url" text NOT NULL, "fail_url" text, "client_id" text,
  "json_params" jsonb, "callback_url" text, "status" smallint DEFAULT 0 NOT NULL,
  "action_code" smallint DEFAULT 0 NOT NULL, "masked_pan" text, "expiration" text,
  "cardholder_name" text, "save_card" boolean DEFAULT false NOT NULL, "binding_id" uuid,
  "deposited_amount" bigint DEFAULT 0 NOT NULL, "refunded_amount" bigint DEFAULT 0 NOT NULL,
  "ip" text, "acs_until" timestamp with time zone, "created_at" timestamp with time zone NOT NULL,
  "updated_at" timestamp with time zone NOT NULL,
  CONSTRAINT "sandbox_gateway_orders_order_number_unique" UNIQUE("order_number"));
CREATE INDEX "sandbox_gateway_bindings_client_idx" ON "sandbox_gateway_bindings" USING btree ("client_id");
INSERT INTO "sandbox_gateway_orders" (order_number, amount, currency, language, return_url, status, created_at, updated_at)
  VALUES ('kept-order', 650000, '051', 'hy', 'http://localhost/back', 2, now(), now());`;

const PRODUCT_MIGRATIONS = new URL('./migrations', import.meta.url).pathname;

/**
 * A copy of the product's migrations as the release before migration 0017 (the move to the
 * sandbox's own schema) shipped them: the journal ends at 0016.
 */
function migrationsBeforeTheMove(): string {
  const dir = testTempDir('fc-migrations-');
  cpSync(PRODUCT_MIGRATIONS, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const move = journal.entries.findIndex((e) => e.tag.startsWith('0017_'));
  expect(move).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, move);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

/** Every table whose schema or name speaks of the sandbox gateway, as schema.table. */
async function sandboxTables(db: Database['db']): Promise<string[]> {
  const rows = rowsOf<{ t: string }>(
    await db.execute(sql`select table_schema || '.' || table_name as t from information_schema.tables
      where (table_schema = 'sandbox_gateway' or table_name like 'sandbox_gateway%')
        and table_name <> '__drizzle_migrations' order by 1`),
  );
  return rows.map((r) => r.t);
}

async function schemaExists(db: Database['db']): Promise<boolean> {
  const rows = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from pg_namespace where nspname = 'sandbox_gateway'`,
    ),
  );
  return rows[0]?.n === 1;
}

/** A database as it stood at migration 0016 with the old 0003's tables and one sandbox order. */
async function migratedBeforeTheMove(): Promise<Database> {
  const old = await createTestDatabase(false);
  const productMigrations = migrationsBeforeTheMove();
  try {
    await old.migrate({ sandboxGateway: false, productMigrations });
  } finally {
    rmSync(productMigrations, { recursive: true, force: true });
  }
  for (const statement of OLD_TABLES.split(';').filter((s) => s.trim())) {
    await old.db.execute(sql.raw(statement));
  }
  return old;
}

describe('the sandbox gateway’s migrations', () => {
  it('a database behind a real bank gets neither the sandbox’s schema nor its tables', async () => {
    database = await createTestDatabase({ sandboxGateway: false });
    expect(await schemaExists(database.db)).toBe(false);
    expect(await sandboxTables(database.db)).toEqual([]);
  });

  it('where the sandbox runs, its tables are in its own schema', async () => {
    database = await createTestDatabase({ sandboxGateway: true });
    expect(await sandboxTables(database.db)).toEqual([
      'sandbox_gateway.bindings',
      'sandbox_gateway.orders',
    ]);
  });

  it('a database migrated before the move keeps its sandbox orders', async () => {
    database = await migratedBeforeTheMove();
    await database.migrate({ sandboxGateway: true });
    expect(await sandboxTables(database.db)).toEqual([
      'sandbox_gateway.bindings',
      'sandbox_gateway.orders',
    ]);
    const kept = rowsOf<{ order_number: string; status: number }>(
      await database.db.execute(sql`select order_number, status from sandbox_gateway.orders`),
    );
    expect(kept).toEqual([{ order_number: 'kept-order', status: 2 }]);
  });

  it('a database migrated before the move that has a real bank loses the old tables', async () => {
    database = await migratedBeforeTheMove();
    await database.migrate({ sandboxGateway: false });
    expect(await sandboxTables(database.db)).toEqual([]);
    expect(await schemaExists(database.db)).toBe(false);
  });
});
