import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { cards } from './cards';
import { products } from './catalog';
import { users } from './users';

/**
 * One movement of fuel. Its entries sum to zero per product: fuel only ever moves between
 * accounts, it is never created or lost.
 */
export const journal = pgTable('journal', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind', {
    enum: [
      'purchase',
      'transfer',
      'refuel_hold',
      'refuel_settle',
      'refuel_release',
      'card_load',
      'card_unload',
    ],
  }).notNull(),
  /** The order, refuel or transfer that caused it. */
  referenceId: uuid('reference_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * `account` is a user's `available` or `held` fuel, or a system account (`sales`: fuel the
 * retailer sold; `dispensed`: fuel that left through a pump). Quantities in thousandths.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    journalId: uuid('journal_id')
      .notNull()
      .references(() => journal.id),
    userId: uuid('user_id').references(() => users.id),
    account: text('account', { enum: ['available', 'held', 'sales', 'dispensed'] }).notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    /** Set: the entry is on this company card's sub-account of the user, not the user's own. */
    cardId: uuid('card_id').references(() => cards.id),
  },
  (t) => [
    index('ledger_entries_journal_idx').on(t.journalId),
    index('ledger_entries_user_idx').on(t.userId, t.productId),
    check(
      'ledger_entries_owner_check',
      sql`(${t.account} in ('available', 'held')) = (${t.userId} is not null)`,
    ),
    check('ledger_entries_card_check', sql`${t.cardId} is null or ${t.userId} is not null`),
    index('ledger_entries_card_idx').on(t.cardId).where(sql`${t.cardId} is not null`),
  ],
);

/** The cache of each user's accounts, updated in the same transaction as the entries. */
export const balances = pgTable(
  'balances',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    available: bigint('available', { mode: 'number' }).notNull().default(0),
    held: bigint('held', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    check('balances_available_check', sql`${t.available} >= 0`),
    check('balances_held_check', sql`${t.held} >= 0`),
  ],
);
