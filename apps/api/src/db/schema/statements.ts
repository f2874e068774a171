import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The monthly statements e-mailed to companies: one row per company and month, taken by the
 * instance that queues the e-mail, so it goes once however many instances run the step.
 */
export const statementMailings = pgTable(
  'statement_mailings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** `YYYY-MM` on Yerevan's calendar. */
    month: text('month').notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);
