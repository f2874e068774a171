import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vehicles_owner_plate_idx').on(t.userId, t.plateKey),
    index('vehicles_owner_created_idx').on(t.userId, newest(t.createdAt), newest(t.id)),
  ],
);
