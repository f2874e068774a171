import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { users } from './users';

/**
 * A bank card the user saved while paying: the bank's binding and what the bank showed of the
 * card. Never a full card number or CVV; the bank holds those.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The gateway's bindingId. */
    bindingId: text('binding_id').notNull(),
    /** As the bank masks it: first six and last four digits. */
    maskedPan: text('masked_pan').notNull(),
    /** YYYYMM. */
    expiry: text('expiry').notNull(),
    holder: text('holder'),
    brand: text('brand').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_cards_binding_idx').on(t.bindingId),
    index('saved_cards_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Per user and product: a low-balance alert and, optionally, an automatic top-up. `armed`
 * is the crossing latch the ledger flips in the transaction that moves the balance: it goes
 * false when the spendable balance falls below the threshold (one crossing, counted in
 * `crossings`) and true again once the balance is back at or above it.
 */
export const balanceRules = pgTable(
  'balance_rules',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    /** Thousandths of the product's unit. */
    threshold: bigint('threshold', { mode: 'number' }).notNull(),
    armed: boolean('armed').notNull().default(true),
    crossings: integer('crossings').notNull().default(0),
    /** The last crossing a message went out for. */
    alertedCrossing: integer('alerted_crossing').notNull().default(0),
    alert: boolean('alert').notNull().default(true),
    alertEmail: boolean('alert_email').notNull().default(false),
    /** Whole units bought automatically; null = no automatic top-up. */
    topUpQuantity: integer('top_up_quantity'),
    topUpCardId: uuid('top_up_card_id').references(() => savedCards.id, { onDelete: 'set null' }),
    /** Drams per calendar month (Yerevan time) the automatic top-up may spend. */
    monthlyCap: integer('monthly_cap'),
    topUpActive: boolean('top_up_active').notNull().default(false),
    /** Why the automatic top-up stopped by itself (a decline, a removed card). */
    stoppedReason: text('stopped_reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);
