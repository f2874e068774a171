import fs from 'node:fs';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema';

/**
 * One owner per table (docs/decisions/0014-one-owner-per-table.md): only the owner's folder
 * writes a table, and other code reads it through the owner's index. The few reads that stay
 * a join in SQL, and the one write outside the owner, are listed here with the reason; anything
 * else fails, and so does an exception that is no longer needed.
 */
const OWNERS: Record<string, string> = {
  users: 'modules/users',
  email_tokens: 'modules/auth',
  login_challenges: 'modules/auth',
  refresh_tokens: 'modules/auth',
  login_failures: 'modules/auth',
  known_login_addresses: 'modules/auth',
  push_subscriptions: 'modules/users',
  vehicles: 'modules/vehicles',
  products: 'modules/products',
  stations: 'modules/stations',
  station_products: 'modules/stations',
  cards: 'modules/cards',
  card_products: 'modules/cards',
  card_orders: 'modules/cards',
  card_refuels: 'modules/cards',
  card_activation_failures: 'modules/cards',
  card_extras: 'modules/cards',
  card_groups: 'modules/cards',
  journal: 'modules/ledger',
  ledger_entries: 'modules/ledger',
  balances: 'modules/ledger',
  card_balances: 'modules/ledger',
  balance_rules: 'modules/balance-rules',
  user_relations: 'modules/friends',
  transfers: 'modules/friends',
  fuel_requests: 'modules/friends',
  payment_orders: 'modules/payments',
  saved_cards: 'modules/payments',
  transactions: 'modules/transactions',
  refuel_authorizations: 'modules/refuels',
  station_api_keys: 'modules/refuels',
  notifications: 'modules/notifications',
  uploads: 'modules/uploads',
  jobs: 'jobs',
  dev_mailbox: 'integrations/dev-mailbox',
  idempotency_keys: 'idempotency',
  company_members: 'modules/team',
  company_invites: 'modules/team',
  audit_log: 'modules/team',
  vehicle_fills: 'modules/fleet',
  fleet_settings: 'modules/fleet',
  vehicle_fill_months: 'modules/fleet',
  receipts: 'modules/receipts',
  fiscal_registers: 'modules/receipts',
  statement_mailings: 'modules/statements',
};

type Exception = { file: string; table: string; why: string };

/** The one write outside an owner. */
const WRITE_EXCEPTIONS: Exception[] = [
  {
    file: 'modules/ledger/ledger.repository.ts',
    table: 'balance_rules',
    why: 'the low-balance latch (armed, crossings) flips in the transaction that moves the balance (ADR 0013); balance-rules depends on the ledger, so it cannot be called from there',
  },
];

/** Reads that stay joins in SQL: a list or a locked check in one statement. */
const READ_EXCEPTIONS: Exception[] = [
  {
    file: 'modules/cards/card-groups.repository.ts',
    table: 'company_members',
    why: 'a group a fleet manager is kept to is not removed, checked in the removal’s transaction',
  },
  {
    file: 'modules/cards/card-extras.repository.ts',
    table: 'company_members',
    why: 'a card is given only to someone on the team, and shows its driver while they stay on it',
  },
  {
    file: 'modules/cards/card-extras.repository.ts',
    table: 'users',
    why: 'asks and cards name the driver',
  },
  {
    file: 'modules/cards/card-extras.repository.ts',
    table: 'products',
    why: 'asks name the fuel and its unit',
  },
  {
    file: 'modules/cards/card-extras.repository.ts',
    table: 'vehicles',
    why: 'asks show the plate of the card’s vehicle',
  },
  {
    file: 'modules/cards/card-refuels.repository.ts',
    table: 'stations',
    why: 'the manager answering an ask sees where the card last filled up',
  },
  {
    file: 'modules/auth/refresh-tokens.repository.ts',
    table: 'company_members',
    why: 'every authenticated request reads its session and the role held now in one statement (DESIGN §5.8, §8: one round trip)',
  },
  {
    file: 'modules/auth/refresh-tokens.repository.ts',
    table: 'users',
    why: 'a deleted account’s sessions end with it, checked in the same one statement',
  },
  {
    file: 'modules/auth/email-tokens.repository.ts',
    table: 'users',
    why: 'a mailed link works only while its account is live, checked in the statement that uses it',
  },
  {
    file: 'modules/team/audit.repository.ts',
    table: 'users',
    why: 'audit lines name and filter by the person who acted',
  },
  {
    file: 'modules/team/invites.repository.ts',
    table: 'users',
    why: 'invitations name the company and the person who sent them',
  },
  {
    file: 'modules/team/members.repository.ts',
    table: 'users',
    why: 'member lists name each person, and a person’s companies are listed by name',
  },
  {
    file: 'modules/balance-rules/balance-rules.repository.ts',
    table: 'products',
    why: 'the rule list is ordered and labelled by product in one query',
  },
  {
    file: 'modules/balance-rules/balance-rules.repository.ts',
    table: 'saved_cards',
    why: 'the rule list shows the masked number of the top-up card',
  },
  {
    file: 'modules/cards/card-orders.repository.ts',
    table: 'stations',
    why: 'order lists name the pickup station',
  },
  {
    file: 'modules/cards/cards.repository.ts',
    table: 'balances',
    why: 'the demo card loader picks the product the company holds most of',
  },
  {
    file: 'modules/cards/cards.repository.ts',
    table: 'card_balances',
    why: 'card lists show each card’s balances, read with the cards',
  },
  {
    file: 'modules/cards/cards.repository.ts',
    table: 'products',
    why: 'card limits and balances are listed in catalog order with units',
  },
  {
    file: 'modules/cards/cards.repository.ts',
    table: 'station_products',
    why: 'the demo card loader picks a station that sells the product',
  },
  {
    file: 'modules/cards/cards.repository.ts',
    table: 'vehicles',
    why: 'card lists show and filter by the linked vehicle’s plate',
  },
  {
    file: 'modules/friends/fuel-requests.repository.ts',
    table: 'products',
    why: 'request lists name the product',
  },
  {
    file: 'modules/friends/fuel-requests.repository.ts',
    table: 'users',
    why: 'request lists name the other side',
  },
  {
    file: 'modules/friends/transfers.repository.ts',
    table: 'users',
    why: 'a transfer checks both parties and their relation in the one statement it reads before moving fuel',
  },
  {
    file: 'modules/friends/transfers.repository.ts',
    table: 'products',
    why: 'a transfer checks the product is active in the same statement as its parties',
  },
  {
    file: 'modules/friends/relations.repository.ts',
    table: 'users',
    why: 'relation lists name and search the other side',
  },
  {
    file: 'modules/ledger/balances.repository.ts',
    table: 'products',
    why: 'the balance page lists every product, held or not, in catalog order',
  },
  {
    file: 'modules/fleet/fill-months.repository.ts',
    table: 'vehicles',
    why: 'the report names each vehicle by its plate',
  },
  {
    file: 'modules/fleet/fill-months.repository.ts',
    table: 'cards',
    why: 'the report names each card by its last digits',
  },
  {
    file: 'modules/fleet/fill-months.repository.ts',
    table: 'users',
    why: 'the report names each driver',
  },
  {
    file: 'modules/fleet/fill-months.repository.ts',
    table: 'products',
    why: 'the report names each fuel and its unit',
  },
  {
    file: 'modules/fleet/fills.repository.ts',
    table: 'vehicles',
    why: 'a fill names its vehicle, and the report its plate',
  },
  {
    file: 'modules/fleet/fills.repository.ts',
    table: 'products',
    why: 'a fill names its fuel and unit',
  },
  {
    file: 'modules/fleet/fills.repository.ts',
    table: 'stations',
    why: 'a fill names its station',
  },
  {
    file: 'modules/fleet/fills.repository.ts',
    table: 'cards',
    why: 'a fill names its card, and the exceptions list the card’s state to offer blocking it',
  },
  {
    file: 'modules/fleet/fills.repository.ts',
    table: 'users',
    why: 'a fill names its driver',
  },
  {
    file: 'modules/notifications/notifications.repository.ts',
    table: 'transactions',
    why: 'a message links only the reader’s own history row, checked in the insert itself',
  },
  {
    file: 'modules/notifications/notifications.repository.ts',
    table: 'push_subscriptions',
    why: 'a broadcast queues push only for readers with a device, in the statement that writes it',
  },
  {
    file: 'modules/notifications/notifications.repository.ts',
    table: 'users',
    why: 'a broadcast writes one message per live account, with its language, in one statement',
  },
  {
    file: 'modules/payments/saved-cards.repository.ts',
    table: 'users',
    why: 'the clean-up finds saved cards of deleted accounts in one query',
  },
  {
    file: 'modules/products/products.repository.ts',
    table: 'stations',
    why: 'the catalog fingerprint covers stations too',
  },
  {
    file: 'modules/products/products.repository.ts',
    table: 'station_products',
    why: 'the catalog fingerprint covers what each station sells',
  },
  {
    file: 'modules/refuels/refuels.repository.ts',
    table: 'products',
    why: 'a pump completion locks the code and reads the product’s name for its message in one statement',
  },
  {
    file: 'modules/refuels/refuels.repository.ts',
    table: 'users',
    why: 'a pump completion reads the owner’s language for its message with the locked code',
  },
  {
    file: 'modules/refuels/refuels.repository.ts',
    table: 'stations',
    why: 'station keys and the pump simulator name stations by code',
  },
  {
    file: 'modules/stations/stations.repository.ts',
    table: 'products',
    why: 'station lists show and filter by the products sold',
  },
  {
    file: 'modules/statements/statements.repository.ts',
    table: 'journal',
    why: 'a statement sums the account’s entries by the kind of their journal, up to the month’s end, in one read',
  },
  {
    file: 'modules/statements/statements.repository.ts',
    table: 'ledger_entries',
    why: 'a statement sums the account’s entries by the kind of their journal, up to the month’s end, in one read',
  },
  {
    file: 'modules/statements/statements.repository.ts',
    table: 'products',
    why: 'a statement names each product in the catalog’s order',
  },
  {
    file: 'modules/statements/statements.repository.ts',
    table: 'payment_orders',
    why: 'a statement’s drams paid are those of the purchases the ledger credited in the month',
  },
  {
    file: 'modules/statements/statements.repository.ts',
    table: 'card_refuels',
    why: 'a company’s refuels are grouped by the card each settled journal was for',
  },
  {
    file: 'modules/statements/statements.repository.ts',
    table: 'cards',
    why: 'a company’s refuels name the card and its driver',
  },
  {
    file: 'modules/statements/statements.repository.ts',
    table: 'refuel_authorizations',
    why: 'a refuel code’s vehicle groups a company’s refuels',
  },
  {
    file: 'modules/statements/statements.repository.ts',
    table: 'vehicle_fills',
    why: 'the driver and vehicle of a fill group a company’s refuels as they were then',
  },
  {
    file: 'modules/statements/statements.repository.ts',
    table: 'vehicles',
    why: 'a company’s refuels name the vehicle’s plate',
  },
  {
    file: 'modules/statements/statements.repository.ts',
    table: 'users',
    why: 'a statement names its account and driver, and the monthly mailing lists the companies',
  },
  {
    file: 'modules/transactions/history.repository.ts',
    table: 'cards',
    why: 'the history names the card used',
  },
  {
    file: 'modules/transactions/transaction-detail.repository.ts',
    table: 'payment_orders',
    why: 'the history shows a purchase’s order',
  },
  {
    file: 'modules/transactions/history.repository.ts',
    table: 'products',
    why: 'the history names the product (a join on every page, kept for speed)',
  },
  {
    file: 'modules/transactions/transaction-detail.repository.ts',
    table: 'refuel_authorizations',
    why: 'the history shows a refuel’s code',
  },
  {
    file: 'modules/transactions/history.repository.ts',
    table: 'stations',
    why: 'the history names the station',
  },
  {
    file: 'modules/transactions/transaction-detail.repository.ts',
    table: 'transfers',
    why: 'a transfer’s detail shows the note sent with it',
  },
  {
    file: 'modules/transactions/history.repository.ts',
    table: 'users',
    why: 'the history names the other side of a transfer',
  },
  {
    file: 'modules/transactions/transaction-detail.repository.ts',
    table: 'vehicles',
    why: 'a refuel’s detail names the vehicle it was for',
  },
  {
    file: 'modules/transactions/history-filters.repository.ts',
    table: 'users',
    why: 'the history filters by the other side of a transfer, named by its public id',
  },
  {
    file: 'modules/transactions/transaction-detail.repository.ts',
    table: 'cards',
    why: 'a movement in detail names the card used',
  },
  {
    file: 'modules/transactions/transaction-detail.repository.ts',
    table: 'products',
    why: 'a movement in detail names its product',
  },
  {
    file: 'modules/transactions/transaction-detail.repository.ts',
    table: 'stations',
    why: 'a movement in detail names its station',
  },
  {
    file: 'modules/vehicles/vehicles.repository.ts',
    table: 'products',
    why: 'vehicle lists name the primary fuel',
  },
];

const root = path.resolve(__dirname, '..');

/**
 * Every non-test source file but the test helpers and the database layer itself (connection,
 * schema, migrations). The seed is scanned like any other code: it owns no table, so it fills
 * the demo database through the owners' functions.
 */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (dir === root && entry.name === 'test') return [];
      if (dir === root && entry.name === 'db') return sourceFiles(path.join(full, 'seed'));
      return sourceFiles(full);
    }
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const tables = new Map<string, string>(); // export name → table name
for (const [name, value] of Object.entries(schema)) {
  if (is(value, PgTable)) tables.set(name, getTableName(value));
}

type Use = { file: string; table: string; write: boolean };

/** Every table a file names, through the schema's exports or in raw SQL, and whether it writes it. */
function usesOf(file: string, text: string): Use[] {
  const uses = new Map<string, boolean>();
  const mark = (table: string, write: boolean) =>
    uses.set(table, (uses.get(table) ?? false) || write);
  for (const match of text.matchAll(
    /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'(?:\.\.\/)+(?:db\/)?schema'/g,
  )) {
    for (const part of (match[1] ?? '').split(',')) {
      const [exported, local = exported] = part
        .replace(/\btype\s+/, '')
        .trim()
        .split(/\s+as\s+/);
      const table = exported && tables.get(exported);
      if (!table || !local) continue;
      mark(table, new RegExp(`\\.(insert|update|delete)\\(\\s*${local}\\s*\\)`).test(text));
    }
  }
  for (const template of text.matchAll(/\bsql(?:<[^>]*>)?`([^`]*)`/g)) {
    const body = template[1] ?? '';
    for (const m of body.matchAll(
      /\b(insert\s+into|update|delete\s+from|from|join)\s+"?([a-z_]+)"?/gi,
    )) {
      const table = m[2]?.toLowerCase();
      if (table && table in OWNERS) mark(table, !/^(from|join)$/i.test(m[1] ?? ''));
    }
  }
  return [...uses].map(([table, write]) => ({ file, table, write }));
}

const scanned = sourceFiles(root).map((full) =>
  path.relative(root, full).split(path.sep).join('/'),
);
const uses = scanned.flatMap((file) =>
  usesOf(file, fs.readFileSync(path.join(root, file), 'utf8')),
);
const foreign = uses.filter((u) => !u.file.startsWith(`${OWNERS[u.table]}/`));
const listed = (list: Exception[], u: Use) =>
  list.some((e) => e.file === u.file && e.table === u.table);

describe('one owner per table', () => {
  it('names an owner for every table of the schema', () => {
    expect([...tables.values()].filter((t) => !(t in OWNERS))).toEqual([]);
    expect(Object.keys(OWNERS).filter((t) => ![...tables.values()].includes(t))).toEqual([]);
  });

  it('scans the seed, which owns no table', () => {
    expect(scanned.filter((f) => f.startsWith('db/')).length).toBeGreaterThan(0);
    expect(scanned.filter((f) => f.startsWith('db/') && !f.startsWith('db/seed/'))).toEqual([]);
    expect(Object.values(OWNERS).filter((owner) => owner.startsWith('db'))).toEqual([]);
  });

  it('finds the tables each owner uses (the scan itself works)', () => {
    for (const [table, owner] of Object.entries(OWNERS)) {
      expect(
        uses.some((u) => u.table === table && u.file.startsWith(`${owner}/`)),
        table,
      ).toBe(true);
    }
  });

  it('lets no one but the owner write a table', () => {
    const writes = foreign.filter((u) => u.write && !listed(WRITE_EXCEPTIONS, u));
    expect(writes.map((u) => `${u.file} writes ${u.table}`)).toEqual([]);
  });

  it('reads another module’s table only through its index, joins excepted by name', () => {
    const reads = foreign.filter(
      (u) => !u.write && !listed(READ_EXCEPTIONS, u) && !listed(WRITE_EXCEPTIONS, u),
    );
    expect(reads.map((u) => `${u.file} reads ${u.table}`)).toEqual([]);
  });

  it('keeps no exception that is no longer needed', () => {
    const stale = [...WRITE_EXCEPTIONS, ...READ_EXCEPTIONS].filter(
      (e) => !foreign.some((u) => u.file === e.file && u.table === e.table),
    );
    expect(stale).toEqual([]);
  });
});
