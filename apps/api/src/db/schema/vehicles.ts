import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products, stations } from './catalog';
import { newest } from './newest';
import { users } from './users';

export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** As shown: "12 AB 345". */
    licensePlate: text('license_plate').notNull(),
    /** Without spaces and dashes: one plate per owner however it was typed. */
    plateKey: text('plate_key').notNull(),
    model: text('model').notNull(),
    primaryFuelId: uuid('primary_fuel_id')
      .notNull()
      .references(() => products.id),
    /** LPG or CNG beside petrol, for instance. */
    secondFuelId: uuid('second_fuel_id').references(() => products.id),
    /** Whole litres (m³ for CNG); a fill larger than the tank is flagged. */
    primaryTankCapacity: integer('primary_tank_capacity'),
    secondTankCapacity: integer('second_tank_capacity'),
    /** The last reading given with a fill, offered with the next one. */
    odometerKm: integer('odometer_km'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vehicles_owner_plate_idx').on(t.userId, t.plateKey),
    index('vehicles_owner_created_idx').on(t.userId, newest(t.createdAt), newest(t.id)),
  ],
);

/**
 * A vehicle's fill (fleet module): a completed refuel for the vehicle, with what was said of the
 * odometer and the tank, and what was worked out from the fills around it: the stretch it closes
 * (distance and fuel from the previous full tank) and the flags it carries. Kept worked out so
 * that a fleet's report is a sum, not a replay of years of fills.
 */
export const vehicleFills = pgTable(
  'vehicle_fills',
  {
    /** The refuel's own id (a code's or a card refuel's). */
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    /** Drams: the quantity at the fuel's price when it was dispensed. */
    amount: integer('amount').notNull(),
    stationId: uuid('station_id').references(() => stations.id),
    cardId: uuid('card_id'),
    /** Who drove: the card's driver then, or the person who drew the code. */
    driverId: uuid('driver_id').references(() => users.id),
    filledAt: timestamp('filled_at', { withTimezone: true }).notNull(),
    odometerKm: integer('odometer_km'),
    fullTank: boolean('full_tank').notNull().default(true),
    missedBefore: boolean('missed_before').notNull().default(false),
    odometerReset: boolean('odometer_reset').notNull().default(false),
    distanceKm: integer('distance_km'),
    segmentQuantity: bigint('segment_quantity', { mode: 'number' }),
    segmentAmount: integer('segment_amount'),
    exceptions: text('exceptions').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    index('vehicle_fills_vehicle_idx').on(t.vehicleId, t.filledAt),
    index('vehicle_fills_user_idx').on(t.userId, t.filledAt),
    index('vehicle_fills_flagged_idx')
      .on(t.userId, t.filledAt)
      .where(sql`cardinality(${t.exceptions}) > 0`),
  ],
);

/**
 * A vehicle's fills summed per month (Yerevan's), fuel, card and driver (fleet module), written
 * in the transaction that writes or works out the fills: the report of a long period adds up
 * months instead of every fill, and reads the fills themselves only for the days of a month it
 * covers in part.
 */
export const vehicleFillMonths = pgTable(
  'vehicle_fill_months',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    /** The month's first day. */
    month: date('month').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    cardId: uuid('card_id'),
    driverId: uuid('driver_id'),
    /** Four bytes: a vehicle's month is far below 2^31 thousandths, drams or km. */
    quantity: integer('quantity').notNull(),
    amount: integer('amount').notNull(),
    distanceKm: integer('distance_km').notNull(),
    measuredQuantity: integer('measured_quantity').notNull(),
    measuredAmount: integer('measured_amount').notNull(),
    /** Fills with at least one flag. */
    flagged: integer('flagged').notNull(),
  },
  (t) => [
    index('vehicle_fill_months_user_idx').on(t.userId, t.month),
    index('vehicle_fill_months_vehicle_idx').on(t.vehicleId, t.month),
  ],
);

/** An account's thresholds for flagging fills; the defaults (contract) when it has none. */
export const fleetSettings = pgTable('fleet_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  quickRefillMinutes: integer('quick_refill_minutes').notNull(),
  highConsumptionPercent: integer('high_consumption_percent').notNull(),
});
