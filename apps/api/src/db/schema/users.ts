import { CODE_CHANNELS, LANGUAGES, USER_TYPES } from '@fuel/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { isOneOf } from './is-one-of';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The 7-digit number people see and use to send friend or partner requests. */
    publicId: integer('public_id').notNull().unique(),
    type: text('type', { enum: USER_TYPES }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Companies show their name instead of a person's. */
    companyName: text('company_name'),
    /** A company's taxpayer number (ՀՎՀՀ, 8 digits) and legal address; null for individuals. */
    taxId: text('tax_id'),
    legalAddress: text('legal_address'),
    /** Lower-cased; unique among accounts that are not deleted. */
    email: text('email').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    profilePicture: text('profile_picture'),
    newsletter: boolean('newsletter').notNull().default(false),
    /** Each printed receipt is e-mailed to the account unless it turned this off. */
    receiptEmails: boolean('receipt_emails').notNull().default(true),
    language: text('language', { enum: LANGUAGES }).notNull().default('am'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_live_idx').on(t.email).where(sql`${t.deletedAt} is null`),
    uniqueIndex('users_phone_live_idx').on(t.phone).where(sql`${t.deletedAt} is null`),
    check('users_type_check', isOneOf(t.type, USER_TYPES)),
    check('users_public_id_check', sql`${t.publicId} between 1000000 and 9999999`),
    check('users_tax_id_check', sql`${t.taxId} ~ '^[0-9]{8}$'`),
  ],
);

/** Single-use links sent by e-mail: confirm the address, reset the password, change the address. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['confirm_email', 'reset_password', 'change_email'],
    }).notNull(),
    /** For `change_email`: the address that replaces the current one once confirmed. */
    newEmail: text('new_email'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId, t.purpose)],
);

/** One login attempt waiting for its 6-digit code. */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: CODE_CHANNELS }).notNull(),
    destination: text('destination').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    sends: integer('sends').notNull().default(1),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_challenges_user_idx').on(t.userId)],
);

/**
 * Refresh tokens, stored as hashes. Each use rotates the token within its family; using a
 * rotated token again (outside a short grace period) revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * The company the session acts for (DESIGN §5.8); null while the person acts for
     * themselves. The same on every token of a family.
     */
    actingFor: uuid('acting_for').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    keys: jsonb('keys').$type<{ p256dh: string; auth: string }>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
