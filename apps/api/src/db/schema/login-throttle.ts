import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One row per failed sign-in try (a wrong password, a wrong 2FA code). `account_key` is the
 * user's id, or a hash of an identifier nobody has, so unknown accounts are throttled alike.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountKey: text('account_key').notNull(),
    address: text('address').notNull(),
    kind: text('kind', { enum: ['password', 'code'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_account_idx').on(t.accountKey, t.kind, t.createdAt.desc()),
    index('login_failures_created_idx').on(t.createdAt),
  ],
);

/** Addresses a user has completed a sign-in from: the soft account limit never slows them. */
export const knownLoginAddresses = pgTable(
  'known_login_addresses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] })],
);
