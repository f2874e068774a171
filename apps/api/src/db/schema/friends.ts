import { FUEL_REQUEST_STATES, RELATION_STATUSES } from '@fuel/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { users } from './users';

/**
 * A friendship (individuals) or partnership (companies), from the request on. A rejected,
 * cancelled or removed relation is deleted: a new request may follow it.
 */
export const userRelations = pgTable(
  'user_relations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id),
    addresseeId: uuid('addressee_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: RELATION_STATUSES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    // One relation per pair, whichever side asked first.
    uniqueIndex('user_relations_pair_idx').on(
      sql`least(${t.requesterId}, ${t.addresseeId})`,
      sql`greatest(${t.requesterId}, ${t.addresseeId})`,
    ),
    index('user_relations_requester_idx').on(t.requesterId, t.status),
    index('user_relations_addressee_idx').on(t.addresseeId, t.status),
    check('user_relations_not_self_check', sql`${t.requesterId} <> ${t.addresseeId}`),
  ],
);

/** Fuel sent from one user to a friend or partner; the reference of its journal and history rows. */
export const transfers = pgTable(
  'transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    /** Thousandths of the product's unit. */
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('transfers_sender_idx').on(t.senderId, t.createdAt.desc()),
    index('transfers_recipient_idx').on(t.recipientId, t.createdAt.desc()),
    check('transfers_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** A user asking a friend or partner for fuel; approving it makes a transfer. */
export const fuelRequests = pgTable(
  'fuel_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Who asks (and would receive the fuel). */
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id),
    /** Who is asked (and would send it). */
    addresseeId: uuid('addressee_id')
      .notNull()
      .references(() => users.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    note: text('note'),
    state: text('state', { enum: FUEL_REQUEST_STATES }).notNull().default('pending'),
    transferId: uuid('transfer_id').references(() => transfers.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('fuel_requests_requester_idx').on(t.requesterId, t.state, t.createdAt.desc()),
    index('fuel_requests_addressee_idx').on(t.addresseeId, t.state, t.createdAt.desc()),
    // One open ask per fuel between two users, however many arrive at once. An ask past its
    // expiry is marked expired before a new one is inserted.
    uniqueIndex('fuel_requests_one_open_idx')
      .on(t.requesterId, t.addresseeId, t.productId)
      .where(sql`${t.state} = 'pending'`),
  ],
);
