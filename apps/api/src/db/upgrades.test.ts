import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productByCode } from '../test/money';
import { testTempDir } from '../test/temp-dir';
import { createTestDatabase } from '../test/test-database';
import { type Database, rowsOf } from './database';
import { seedCatalog } from './seed';

const PRODUCT_MIGRATIONS = new URL('./migrations', import.meta.url).pathname;

/** A copy of the product's migrations as a release shipped them: the journal ends before `tag`. */
function migrationsBefore(tag: string): string {
  const dir = testTempDir('fc-migrations-');
  cpSync(PRODUCT_MIGRATIONS, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((e) => e.tag.startsWith(tag));
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

const rows = async <T>(db: Database['db'], query: ReturnType<typeof sql>) =>
  rowsOf<T>(await db.execute(query));

/**
 * An account as the release before 0023 stored it: only the columns that table had then (the
 * test factory writes today's, which an older table lacks).
 */
let accounts = 0;
async function oldAccount(db: Database['db']): Promise<string> {
  accounts++;
  const [row] = await rows<{ id: string }>(
    db,
    sql`insert into users (public_id, type, first_name, last_name, email, phone, password_hash,
      email_confirmed_at)
    values (${4_000_000 + accounts}, 'individual', 'Anna', 'Petrosyan',
      ${`upgrade${accounts}@example.am`}, ${`+3740000000${accounts}`}, 'x', now())
    returning id`,
  );
  if (!row) throw new Error('account not created');
  return row.id;
}

/**
 * A database a release before 0023 left, with what it could hold then, upgraded: open asks
 * repeated by requests sent together, idempotency keys without a route, and messages about a
 * purchase or a refuel written before messages kept their transaction.
 */
let database: Database;
let asker: string;
let friend: string;
let diesel: string;
let lpg: string;
beforeAll(async () => {
  database = await createTestDatabase(false);
  const migrations = migrationsBefore('0023_');
  try {
    await database.migrate({ sandboxGateway: false, productMigrations: migrations });
  } finally {
    rmSync(migrations, { recursive: true, force: true });
  }
  const db = database.db;
  await seedCatalog(db);
  asker = await oldAccount(db);
  friend = await oldAccount(db);
  diesel = (await productByCode(db, 'DIESEL')).id;
  lpg = (await productByCode(db, 'LPG')).id;

  // Three open asks for diesel sent together, one for gas long expired.
  for (const minutes of [3, 2, 1])
    await db.execute(sql`insert into fuel_requests
      (requester_id, addressee_id, product_id, quantity, expires_at, created_at)
      values (${asker}, ${friend}, ${diesel}, 5000, now() + interval '6 days',
        now() - make_interval(mins => ${minutes}))`);
  await db.execute(sql`insert into fuel_requests
    (requester_id, addressee_id, product_id, quantity, expires_at, created_at)
    values (${asker}, ${friend}, ${lpg}, 5000, now() - interval '1 day', now() - interval '8 days')`);

  await db.execute(sql`insert into idempotency_keys (user_id, key, request_hash, status_code, reply)
    values (${asker}, 'kept-key-0001', 'hash', 200, '{"ok":true}')`);

  // A purchase paid and its message, written in one transaction (one now()).
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into payment_orders
      (id, user_id, product_id, quantity, unit_price, amount, language, state, settled_at)
      values ('00000000-0000-4000-8000-000000000001', ${asker}, ${diesel}, 10000, 540, 5400,
        'en', 'paid', now())`);
    await tx.execute(sql`insert into transactions
      (id, user_id, type, status_id, product_id, quantity, amount, reference_id)
      values ('00000000-0000-4000-8000-0000000000a1', ${asker}, 'buying', 2, ${diesel}, 10000,
        5400, '00000000-0000-4000-8000-000000000001')`);
    await tx.execute(sql`insert into notifications (user_id, template, params)
      values (${asker}, 'purchase_paid', '{"quantity":10,"unit":"L"}')`);
  });
  // A refuel completed at a pump and its message, likewise.
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into refuel_authorizations
      (id, user_id, product_id, quantity, state, dispensed, expires_at, ended_at)
      values ('00000000-0000-4000-8000-000000000002', ${friend}, ${diesel}, 8000, 'completed',
        6000, now() + interval '10 minutes', now())`);
    await tx.execute(sql`insert into transactions
      (id, user_id, type, status_id, product_id, quantity, reference_id)
      values ('00000000-0000-4000-8000-0000000000a2', ${friend}, 'charging', 2, ${diesel}, -6000,
        '00000000-0000-4000-8000-000000000002')`);
    await tx.execute(sql`insert into notifications (user_id, template, params)
      values (${friend}, 'refuel_completed', '{"dispensed":6,"unit":"L"}')`);
  });
  // A message written a moment later matches nothing and is left as it was.
  await db.execute(sql`insert into notifications (user_id, template, params)
    values (${friend}, 'purchase_paid', '{"quantity":3,"unit":"L"}')`);

  await database.migrate({ sandboxGateway: false });
});
afterAll(() => database.close());

describe('upgrading a database from before 0023', () => {
  it('leaves one open ask per fuel between two users: the newest; an expired one ends', async () => {
    const asks = await rows<{ product_id: string; state: string }>(
      database.db,
      sql`select product_id, state from fuel_requests order by created_at`,
    );
    expect(asks).toEqual([
      { product_id: lpg, state: 'expired' },
      { product_id: diesel, state: 'withdrawn' },
      { product_id: diesel, state: 'withdrawn' },
      { product_id: diesel, state: 'pending' },
    ]);
  });

  it('keeps the idempotency keys it had, for any route', async () => {
    expect(
      await rows(database.db, sql`select route, key, status_code from idempotency_keys`),
    ).toEqual([{ route: '', key: 'kept-key-0001', status_code: 200 }]);
  });

  it('links an older "Payment received" or refuel message to its transaction', async () => {
    const messages = await rows<{ template: string; transaction_id: string | null }>(
      database.db,
      sql`select template, transaction_id from notifications order by created_at`,
    );
    expect(messages).toEqual([
      { template: 'purchase_paid', transaction_id: '00000000-0000-4000-8000-0000000000a1' },
      { template: 'refuel_completed', transaction_id: '00000000-0000-4000-8000-0000000000a2' },
      { template: 'purchase_paid', transaction_id: null },
    ]);
  });
});
