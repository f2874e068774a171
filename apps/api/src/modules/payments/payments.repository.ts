import { and, eq, gt, or, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/database';
import { paymentOrders } from '../../db/schema';

export type Order = typeof paymentOrders.$inferSelect;

export async function insertOrder(
  db: Db,
  values: typeof paymentOrders.$inferInsert,
): Promise<Order> {
  const [row] = await db.insert(paymentOrders).values(values).returning();
  if (!row) throw new Error('order was not inserted');
  return row;
}

export async function setGatewayOrder(db: Db, id: string, gatewayOrderId: string, formUrl: string) {
  await db.update(paymentOrders).set({ gatewayOrderId, formUrl }).where(eq(paymentOrders.id, id));
}

export async function findOrder(db: Db, id: string) {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
  return row;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user's order by our id or by the bank's order id (which the return page carries). */
export async function findOrderByAnyId(db: Db, userId: string, id: string) {
  const byId = UUID.test(id)
    ? or(eq(paymentOrders.id, id), eq(paymentOrders.gatewayOrderId, id))
    : eq(paymentOrders.gatewayOrderId, id);
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(byId, eq(paymentOrders.userId, userId)));
  return row;
}

export async function findOrderByGatewayId(db: Db, gatewayOrderId: string) {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.gatewayOrderId, gatewayOrderId));
  return row;
}

/** Locks the order for the settling transaction: concurrent settles wait here, then see it done. */
export async function lockOrder(db: Db, id: string) {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id)).for('update');
  return row;
}

export async function updateOrder(
  db: Db,
  id: string,
  set: Partial<Pick<Order, 'state' | 'gatewayStatus'>> & { settled?: boolean },
) {
  const { settled, ...rest } = set;
  await db
    .update(paymentOrders)
    .set({ ...rest, lastCheckedAt: sql`now()`, ...(settled ? { settledAt: sql`now()` } : {}) })
    .where(eq(paymentOrders.id, id));
}

export interface ReconcileSchedule {
  /** Seconds before the second question; doubles with every question after it. */
  firstBackoffSeconds: number;
  /** The longest wait between two questions about one order. */
  maxBackoffSeconds: number;
}

/**
 * Claims up to `limit` pending orders that are due: never-asked ones first, newest first (a
 * card is paid minutes after the order, so a fresh order is the likeliest to be paid), then the
 * ones waiting longest, and moves each one's next check forward by its back-off in the same
 * statement. Abandoned orders therefore fall behind new ones instead of starving them, and two
 * processes running the reconciler never take the same order (SKIP LOCKED).
 */
export async function claimOrdersToReconcile(
  db: Db,
  limit: number,
  schedule: ReconcileSchedule,
  /** Only orders due by then: a long round does not come back to the ones it just asked. */
  dueBy: Date,
): Promise<string[]> {
  const result = await db.execute(sql`
    with due as (
      select id, next_check_at, created_at from ${paymentOrders}
      where state = 'pending' and (next_check_at is null or next_check_at <= ${dueBy})
      order by next_check_at asc nulls first, created_at desc
      limit ${limit}
      for update skip locked
    )
    update ${paymentOrders} o
    set check_count = least(o.check_count + 1, 30),
        next_check_at = now() + make_interval(secs => least(
          ${schedule.maxBackoffSeconds}::float8,
          ${schedule.firstBackoffSeconds}::float8 * power(2, o.check_count)
        ))
    from due
    where o.id = due.id
    returning o.id, due.next_check_at is null as never_asked, due.next_check_at as was_due,
      due.created_at`);
  // RETURNING keeps no order: put the batch back in the order it was chosen in.
  return rowsOf<{ id: string; never_asked: boolean; was_due: string | null; created_at: string }>(
    result,
  )
    .sort(
      (a, b) =>
        Number(b.never_asked) - Number(a.never_asked) ||
        (a.never_asked
          ? Date.parse(b.created_at) - Date.parse(a.created_at)
          : Date.parse(a.was_due ?? '') - Date.parse(b.was_due ?? '')),
    )
    .map((r) => r.id);
}

/** The user's orders still open within the window, and the age of the oldest of them. */
export async function recentPendingOrders(db: Db, userId: string, withinSeconds: number) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldestAge: sql<number>`coalesce(extract(epoch from now() - min(${paymentOrders.createdAt})), 0)::float`,
    })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userId, userId),
        eq(paymentOrders.state, 'pending'),
        gt(paymentOrders.createdAt, sql`now() - make_interval(secs => ${withinSeconds})`),
      ),
    );
  return { count: row?.count ?? 0, oldestAge: row?.oldestAge ?? 0 };
}

export async function ageOf(db: Db, id: string): Promise<number> {
  const [row] = await db
    .select({ age: sql<number>`extract(epoch from now() - ${paymentOrders.createdAt})::float` })
    .from(paymentOrders)
    .where(eq(paymentOrders.id, id));
  return row?.age ?? 0;
}

/** Every order still waiting for the bank's answer, and the age of the oldest, for the metrics. */
export async function pendingOrdersSummary(db: Db) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldestSeconds: sql<number>`coalesce(extract(epoch from now() - min(${paymentOrders.createdAt})), 0)::float`,
    })
    .from(paymentOrders)
    .where(eq(paymentOrders.state, 'pending'));
  return { count: row?.count ?? 0, oldestSeconds: row?.oldestSeconds ?? 0 };
}
