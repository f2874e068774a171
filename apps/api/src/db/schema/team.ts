import { TEAM_ROLES } from '@fuel/contract';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  inet,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { isOneOf } from './is-one-of';
import { users } from './users';

/**
 * A person's place in a company (DESIGN §5.8). A removed member keeps the row (the audit log
 * names it); at most one live membership per person and company.
 */
export const companyMembers = pgTable(
  'company_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role', { enum: TEAM_ROLES }).notNull(),
    /** A fleet manager kept to these card groups; null: every card of the company. */
    cardGroupIds: uuid('card_group_ids').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('company_members_live_idx')
      .on(t.companyId, t.userId)
      .where(sql`${t.removedAt} is null`),
    index('company_members_user_idx').on(t.userId),
    check('company_members_role_check', isOneOf(t.role, TEAM_ROLES)),
    check('company_members_not_self_check', sql`${t.companyId} <> ${t.userId}`),
  ],
);

/** A single-use invitation link sent by e-mail (and SMS when a phone is given). */
export const companyInvites = pgTable(
  'company_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id),
    /** Lower-cased. */
    email: text('email').notNull(),
    phone: text('phone'),
    role: text('role', { enum: TEAM_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_invites_company_idx').on(t.companyId, t.createdAt.desc()),
    check('company_invites_role_check', isOneOf(t.role, TEAM_ROLES)),
  ],
);

/**
 * Every company action: who, acting as what, when, from where, and what changed. Append-only:
 * a trigger refuses updates and deletes (migration 0027).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    /** The role the person held when they acted. */
    actorRole: text('actor_role', { enum: TEAM_ROLES }).notNull(),
    /** The route's name in the contract's route table, e.g. `cards.block`. */
    action: text('action').notNull(),
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: inet('ip'),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_company_idx').on(t.companyId, t.id.desc()),
    check('audit_log_role_check', isOneOf(t.actorRole, TEAM_ROLES)),
  ],
);
