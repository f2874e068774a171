import type { Language, UserType } from '@fuel/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { builtOnce, type Db, preparedOnce, rowsOf } from '../../db/database';
import { notifications, pushSubscriptions, transactions, users } from '../../db/schema';
import { rowsToSkip } from '../../lib/paging';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  userId: string;
  template: string;
  params: Record<string, string | number>;
  /** The reader's own history row the message is about; kept only when it is theirs. */
  transactionId: string | null;
}

// Every message a write stores comes through here, one or several (a transfer tells both sides)
// in one statement: built once, the messages as one JSON array. Only the reader's own history
// row is kept: a message can never lead to someone else's.
const insertNotificationsStatement = builtOnce(
  () => sql`insert into ${notifications} (user_id, template, params, transaction_id)
    select m.user_id, m.template, m.params,
      (select ${transactions.id} from ${transactions}
        where ${transactions.id} = m.transaction_id and ${transactions.userId} = m.user_id)
    from jsonb_to_recordset(${sql.placeholder('messages')}::jsonb)
      as m(user_id uuid, template text, params jsonb, transaction_id uuid)
    returning id, user_id, template, params, transaction_id, read_at, created_at`,
);

type InsertedRow = {
  id: string;
  user_id: string;
  template: string;
  params: NotificationRow['params'];
  transaction_id: string | null;
  read_at: string | Date | null;
  created_at: string | Date;
};

/** The stored messages, in the order given. */
export async function insertNotifications(
  db: Db,
  messages: NewNotification[],
): Promise<NotificationRow[]> {
  if (messages.length === 0) return [];
  const result = await insertNotificationsStatement(db, {
    messages: JSON.stringify(
      messages.map((m) => ({
        user_id: m.userId,
        template: m.template,
        params: m.params,
        transaction_id: m.transactionId,
      })),
    ),
  });
  // Matched by reader and template rather than trusting the order RETURNING happens to use;
  // two alike would differ only in their parameters, which are taken from what was given.
  const left = rowsOf<InsertedRow>(result);
  return messages.map((m) => {
    const at = left.findIndex((r) => r.user_id === m.userId && r.template === m.template);
    const [row] = left.splice(at, 1);
    if (at < 0 || !row) throw new Error('notification was not inserted');
    return {
      id: row.id,
      userId: row.user_id,
      template: row.template,
      params: m.params,
      transactionId: row.transaction_id,
      // Timestamps come as PostgreSQL writes them, which Date reads, as drizzle's own mapping does.
      readAt: row.read_at === null ? null : new Date(row.read_at),
      createdAt: new Date(row.created_at),
    };
  });
}

const counts = preparedOnce((db) =>
  db
    .select({
      total: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`,
    })
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder('userId')))
    .prepare('notifications_count'),
);

export async function countNotifications(db: Db, userId: string) {
  const [row] = await counts(db).execute({ userId });
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

// The page and the reader's counts in one statement: the counts are one uncorrelated subquery,
// which PostgreSQL runs once (an InitPlan), not once per row.
const pageCounted = preparedOnce((db) => {
  const mine = sql`${notifications.userId} = ${sql.placeholder('userId')}`;
  return db
    .select({
      row: notifications,
      total: sql<number>`(select count(*)::int from ${notifications} where ${mine})`,
      unread: sql<number>`(select count(*)::int from ${notifications} where ${mine} and ${notifications.readAt} is null)`,
    })
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder('userId')))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('skip'))
    .prepare('notifications_page');
});

/**
 * One page of the reader's messages, newest first, with their total and unread counts: one
 * round trip, unless the page is empty (past the end, or no message at all), when the counts
 * are asked for on their own.
 */
export async function findNotificationsPage(
  db: Db,
  userId: string,
  p: { offset: number; limit: number },
) {
  const found = await pageCounted(db).execute({ userId, limit: p.limit, skip: rowsToSkip(p) });
  const first = found[0];
  const counts = first
    ? { total: first.total, unread: first.unread }
    : await countNotifications(db, userId);
  return { ...counts, rows: found.map((f) => f.row) };
}

export async function markRead(db: Db, userId: string, id: string) {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return rows[0];
}

export async function deleteNotification(db: Db, userId: string, id: string) {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length === 1;
}

/**
 * One message for every live account (or every account of one type), in one statement; with
 * each reader's language and whether they have a device subscribed to push.
 */
export async function insertForEveryone(
  db: Db,
  template: string,
  params: Record<string, string | number>,
  audience: UserType | 'all',
) {
  const written = await db.execute(sql`
    with readers as (
      select ${users.id} as id, ${users.language} as language from ${users}
      where ${users.deletedAt} is null and ${users.emailConfirmedAt} is not null
        and (${audience} = 'all' or ${users.type} = ${audience})
    ), written as (
      insert into ${notifications} (user_id, template, params)
      select id, ${template}, ${JSON.stringify(params)}::jsonb from readers
      returning id, user_id
    )
    select written.id, written.user_id as "userId", readers.language,
      exists (select 1 from ${pushSubscriptions} p where p.user_id = written.user_id) as push
    from written join readers on readers.id = written.user_id`);
  return rowsOf<{ id: string; userId: string; language: Language; push: boolean }>(written);
}
