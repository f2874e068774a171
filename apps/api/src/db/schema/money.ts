import {
  ORDER_STATES,
  REFUEL_STATES,
  TRANSACTION_OUTCOMES,
  TRANSACTION_TYPES,
  type TransactionStatusId,
} from '@fuel/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cards } from './cards';
import { products, stations } from './catalog';
import { newest } from './newest';
import { savedCards } from './saved-cards';
import { users } from './users';
import { vehicles } from './vehicles';

/** What the user sees in the history; one row per user per movement (a transfer has two). */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type', { enum: TRANSACTION_TYPES }).notNull(),
    /** One of the contract's `TRANSACTION_STATUS` ids. */
    statusId: smallint('status_id').$type<TransactionStatusId>().notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    /** Signed thousandths: + into the balance, − out of it. */
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    amount: integer('amount'),
    stationId: uuid('station_id').references(() => stations.id),
    counterpartyId: uuid('counterparty_id').references(() => users.id),
    referenceId: uuid('reference_id').notNull(),
    /** The company fuel card the movement was made with, if any. */
    cardId: uuid('card_id').references((): AnyPgColumn => cards.id),
    /** A purchase the user's automatic top-up made. */
    automatic: boolean('automatic').notNull().default(false),
    /**
     * A refuel with a company fuel card drawn from the fuel loaded onto that card: the company's
     * balance gave it when the card was loaded (that row), so this one does not move it again.
     */
    fromCardFuel: boolean('from_card_fuel').notNull().default(false),
    /** How an error (status 4) ended: cancelled, declined, expired or failed; null otherwise. */
    outcome: text('outcome', { enum: TRANSACTION_OUTCOMES }),
    /** The bank's reason for a decline, as it gave it (in the language of the purchase). */
    outcomeReason: text('outcome_reason'),
    /** The bank's action code for a decline: the history explains the known ones in the reader's language. */
    outcomeCode: integer('outcome_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Newest first per user, in the order the history reads (plain DESC, nulls first as in
    // `order by created_at desc, id desc`: an index sorted nulls last cannot serve that order);
    // each filter has its own, so a filtered page is read from an index in order too.
    index('transactions_user_created_idx').on(t.userId, newest(t.createdAt), newest(t.id)),
    index('transactions_user_type_idx').on(t.userId, t.type, newest(t.createdAt), newest(t.id)),
    index('transactions_user_status_idx').on(
      t.userId,
      t.statusId,
      newest(t.createdAt),
      newest(t.id),
    ),
    index('transactions_user_product_idx').on(
      t.userId,
      t.productId,
      newest(t.createdAt),
      newest(t.id),
    ),
    index('transactions_user_station_idx').on(
      t.userId,
      t.stationId,
      newest(t.createdAt),
      newest(t.id),
    ),
    index('transactions_user_counterparty_idx').on(
      t.userId,
      t.counterpartyId,
      newest(t.createdAt),
      newest(t.id),
    ),
    uniqueIndex('transactions_reference_user_idx').on(t.referenceId, t.userId),
    index('transactions_card_idx')
      .on(t.cardId, newest(t.createdAt), newest(t.id))
      .where(sql`${t.cardId} is not null`),
  ],
);

/** A purchase through the bank's payment page; its id is the gateway's orderNumber. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    unitPrice: integer('unit_price').notNull(),
    amount: integer('amount').notNull(),
    language: text('language').notNull(),
    gatewayOrderId: text('gateway_order_id').unique(),
    formUrl: text('form_url'),
    state: text('state', { enum: ORDER_STATES }).notNull().default('pending'),
    gatewayStatus: smallint('gateway_status'),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    /** How often the reconciler has asked the bank; sets its back-off. */
    checkCount: smallint('check_count').notNull().default(0),
    /** When the reconciler may ask again; null = never asked, so first in line. */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** Registered with the user's client id so the bank can save the card. */
    saveCard: boolean('save_card').notNull().default(false),
    /** Paid with this saved card (no payment page). */
    savedCardId: uuid('saved_card_id').references(() => savedCards.id, { onDelete: 'set null' }),
    /** For an automatic top-up: the balance rule's crossing it answers; one order per crossing. */
    autoCrossing: integer('auto_crossing'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_orders_auto_crossing_idx')
      .on(t.userId, t.productId, t.autoCrossing)
      .where(sql`${t.autoCrossing} is not null`),
    index('payment_orders_unsettled_idx').on(t.createdAt).where(sql`${t.state} = 'pending'`),
    index('payment_orders_due_idx')
      .on(t.nextCheckAt.asc().nullsFirst())
      .where(sql`${t.state} = 'pending'`),
    index('payment_orders_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** A refuel code: the volume is held until a pump uses it, it is cancelled, or it expires. */
export const refuelAuthorizations = pgTable(
  'refuel_authorizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    /** Six digits while active; cleared once the authorization is over. */
    code: text('code'),
    stationId: uuid('station_id').references(() => stations.id),
    /** The user's vehicle the fuel is for, if they named one; forgotten with the vehicle. */
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    /** Said with the code, for the vehicle's fill once the pump reports (fleet module). */
    odometerKm: integer('odometer_km'),
    fullTank: boolean('full_tank'),
    state: text('state', { enum: REFUEL_STATES }).notNull().default('active'),
    dispensed: bigint('dispensed', { mode: 'number' }),
    redeemedStationId: uuid('redeemed_station_id').references(() => stations.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refuel_active_code_idx').on(t.code).where(sql`${t.state} = 'active'`),
    index('refuel_user_idx').on(t.userId, t.createdAt.desc()),
    index('refuel_expiry_idx').on(t.expiresAt).where(sql`${t.state} = 'active'`),
    // Deleting a vehicle clears it from its refuels without reading them all.
    index('refuel_vehicle_idx').on(t.vehicleId).where(sql`${t.vehicleId} is not null`),
  ],
);

/** Keys pump terminals authenticate with; stored as hashes, one station each. */
export const stationApiKeys = pgTable('station_api_keys', {
  id: uuid('id').primaryKey().defaultRandom(),
  stationId: uuid('station_id')
    .notNull()
    .references(() => stations.id),
  keyHash: text('key_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** Replies of value-moving calls, kept so that a retried request gets the same answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /**
     * The route the key was sent to (`POST /api/user/transfer`): a key is one client's word
     * about one call, so the same key sent to another route is another request. Rows kept from
     * before keys had a route carry '' and answer for any route until they expire.
     */
    route: text('route').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    reply: jsonb('reply'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.route, t.key] })],
);
