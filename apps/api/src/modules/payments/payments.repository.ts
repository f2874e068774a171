import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { paymentOrders, products } from '../../db/schema';

export type Order = typeof paymentOrders.$inferSelect;
export type OrderState = Order['state'];

export async function findActiveProduct(db: Db, productId: string) {
  const [row] = await db
    .select({ id: products.id, price: products.price, unit: products.unit })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.active, true)));
  return row;
}

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

/** Pending orders not asked about for `intervalSeconds`, oldest first. */
export function findOrdersToReconcile(db: Db, limit: number, intervalSeconds: number) {
  return db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.state, 'pending'),
        or(
          isNull(paymentOrders.lastCheckedAt),
          lt(paymentOrders.lastCheckedAt, sql`now() - make_interval(secs => ${intervalSeconds})`),
        ),
      ),
    )
    .orderBy(asc(paymentOrders.createdAt))
    .limit(limit);
}

export async function ageOf(db: Db, id: string): Promise<number> {
  const [row] = await db
    .select({ age: sql<number>`extract(epoch from now() - ${paymentOrders.createdAt})::float` })
    .from(paymentOrders)
    .where(eq(paymentOrders.id, id));
  return row?.age ?? 0;
}
