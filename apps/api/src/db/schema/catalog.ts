import { PRODUCT_UNITS } from '@fuel/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { isOneOf } from './is-one-of';
import type { LocalizedText } from './localized';

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    unit: text('unit', { enum: PRODUCT_UNITS }).notNull(),
    /** Whole AMD per unit; the price of an order is fixed on the order, not read later. */
    price: integer('price').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_unit_check', isOneOf(t.unit, PRODUCT_UNITS)),
    check('products_price_check', sql`${t.price} > 0`),
  ],
);

export const stations = pgTable(
  'stations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    city: jsonb('city').$type<LocalizedText>().notNull(),
    address: jsonb('address').$type<LocalizedText>().notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    open24h: boolean('open_24h').notNull().default(false),
    /** Local time "HH:MM"; both null when open round the clock. */
    opensAt: text('opens_at'),
    closesAt: text('closes_at'),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'stations_hours_check',
      sql`(${t.open24h} and ${t.opensAt} is null and ${t.closesAt} is null) or (not ${t.open24h} and ${t.opensAt} is not null and ${t.closesAt} is not null)`,
    ),
    index('stations_active_sort_idx').on(t.active, t.sortOrder),
  ],
);

export const stationProducts = pgTable(
  'station_products',
  {
    stationId: uuid('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.stationId, t.productId] }),
    index('station_products_product_idx').on(t.productId),
  ],
);
