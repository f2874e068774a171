import {
  CARD_BLOCK_REASONS,
  CARD_EXTRA_STATES,
  CARD_FUNDING,
  CARD_ORDER_STATUSES,
  CARD_STATES,
  REFUEL_STATES,
} from '@fuel/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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
import { products, stations } from './catalog';
import { isOneOf } from './is-one-of';
import { users } from './users';
import { vehicles } from './vehicles';

export type CardOrderStep = { status: string; at: string };

/** Plastic cards a company ordered; the retailer's staff move it from step to step. */
export const cardOrders = pgTable(
  'card_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The short number people speak of. */
    number: integer('number').generatedAlwaysAsIdentity({ startWith: 1001 }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    quantity: smallint('quantity').notNull(),
    stationId: uuid('station_id').references(() => stations.id),
    address: text('address'),
    note: text('note'),
    status: text('status', { enum: CARD_ORDER_STATUSES }).notNull().default('received'),
    steps: jsonb('steps').$type<CardOrderStep[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('card_orders_user_idx').on(t.userId, t.createdAt.desc())],
);

/** A company's named set of cards, e.g. a department (DESIGN §5.8). */
export const cardGroups = pgTable(
  'card_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('card_groups_name_idx').on(t.companyId, sql`lower(${t.name})`)],
);

/**
 * A company fuel card. Without an owner it waits to be added by number + activation code;
 * a closed card keeps its row so its history still names it.
 */
export const cards = pgTable(
  'cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id),
    number: text('number').notNull().unique(),
    last4: text('last4').notNull(),
    activationCodeHash: text('activation_code_hash').notNull(),
    orderId: uuid('order_id').references(() => cardOrders.id),
    name: text('name'),
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    state: text('state', { enum: CARD_STATES }).notNull().default('active'),
    blockedReason: text('blocked_reason', { enum: CARD_BLOCK_REASONS }),
    funding: text('funding', { enum: CARD_FUNDING }).notNull().default('company'),
    pinHash: text('pin_hash'),
    /** The group the card belongs to (e.g. a department); fleet managers may be kept to some. */
    groupId: uuid('group_id').references(() => cardGroups.id),
    /** The team member the card is assigned to; as a driver they see only their cards. */
    driverUserId: uuid('driver_user_id').references(() => users.id),
    /**
     * Raised by every change of the settings (name, vehicle, funding, products and limits,
     * PIN): a save made from an older version is refused, never silently lost (DESIGN §5.8).
     */
    settingsVersion: integer('settings_version').notNull().default(1),
    pinFailures: smallint('pin_failures').notNull().default(0),
    /** After a few wrong PINs in a row, no PIN is checked for this card before this time. */
    pinRetryAt: timestamp('pin_retry_at', { withTimezone: true }),
    /** The stations the wrong PINs in a row came from (told to the company if the card blocks). */
    pinFailureStations: uuid('pin_failure_stations').array().notNull().default(sql`'{}'::uuid[]`),
    addedAt: timestamp('added_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cards_user_idx').on(t.userId, t.state, t.createdAt.desc())],
);

/**
 * Wrong card numbers or activation codes a company entered, kept for an hour: counted per company,
 * whatever the number, so that the answer never tells a card in stock from an unknown number and
 * no one can lock a card's buyer out by guessing at it.
 */
export const cardActivationFailures = pgTable(
  'card_activation_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('card_activation_failures_user_idx').on(t.userId, t.failedAt)],
);

/** Products a card may draw, each with optional limits in thousandths of the unit. */
export const cardProducts = pgTable(
  'card_products',
  {
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    dayLimit: bigint('day_limit', { mode: 'number' }),
    monthLimit: bigint('month_limit', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.productId] })],
);

/** Fuel loaded onto a card: the cache of the card's ledger sub-account of its company. */
export const cardBalances = pgTable(
  'card_balances',
  {
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    available: bigint('available', { mode: 'number' }).notNull().default(0),
    held: bigint('held', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cardId, t.productId] }),
    check('card_balances_available_check', sql`${t.available} >= 0`),
    check('card_balances_held_check', sql`${t.held} >= 0`),
  ],
);

/** A refuel at a pump with a card: held on authorisation, settled when the pump reports. */
export const cardRefuels = pgTable(
  'card_refuels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    /** The pump's station; a code drawn for any station gets the one where it is used. */
    stationId: uuid('station_id').references(() => stations.id),
    /** Six digits starting with 9 when drawn as a refuel code; null for card and PIN at a pump. */
    code: text('code'),
    /** Where the held fuel sits: the company's balance or the card's own. */
    funding: text('funding', { enum: CARD_FUNDING }).notNull(),
    /** The card's vehicle when the fuel was held, and what was said of its odometer. */
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    odometerKm: integer('odometer_km'),
    fullTank: boolean('full_tank'),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    dispensed: bigint('dispensed', { mode: 'number' }),
    state: text('state', { enum: REFUEL_STATES }).notNull().default('active'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('card_refuels_usage_idx').on(t.cardId, t.productId, t.createdAt),
    index('card_refuels_expiry_idx').on(t.expiresAt).where(sql`${t.state} = 'active'`),
    uniqueIndex('card_refuels_active_code_idx').on(t.code).where(sql`${t.state} = 'active'`),
    index('card_refuels_code_idx').on(t.code, t.createdAt),
  ],
);

/**
 * A driver's ask for a one-off extra quantity over a card's limits, and its answer (DESIGN
 * §5.8). An approval raises the card's day and month limits for its fuel until `valid_until`.
 * At most one open ask per card and fuel.
 */
export const cardExtras = pgTable(
  'card_extras',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    askedBy: uuid('asked_by')
      .notNull()
      .references(() => users.id),
    /** Thousandths of the product's unit. */
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    state: text('state', { enum: CARD_EXTRA_STATES }).notNull().default('open'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decisionNote: text('decision_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('card_extras_one_open_idx')
      .on(t.cardId, t.productId)
      .where(sql`${t.state} = 'open'`),
    index('card_extras_company_idx').on(t.companyId, t.createdAt.desc()),
    index('card_extras_card_valid_idx').on(t.cardId, t.productId, t.validUntil),
    check('card_extras_state_check', isOneOf(t.state, CARD_EXTRA_STATES)),
    check('card_extras_quantity_check', sql`${t.quantity} > 0`),
  ],
);
