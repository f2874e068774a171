import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { transactions } from './money';
import { newest } from './newest';
import { users } from './users';

/** A message to a user, kept as a template key and parameters: shown in the reader's language. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    template: text('template').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull(),
    /**
     * The reader's own history row the message is about (a transfer received, a refuel or a
     * purchase), so it opens that transaction; null for messages about anything else.
     */
    transactionId: uuid('transaction_id').references(() => transactions.id),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, newest(t.createdAt), newest(t.id))],
);
