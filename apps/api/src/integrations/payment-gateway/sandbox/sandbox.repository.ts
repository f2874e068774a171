import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import {
  sandboxGatewayBindings as bindings,
  sandboxGatewayOrders as orders,
} from '../../../db/schema/sandbox-gateway';
import { ORDER_STATUS } from '../gateway';
import type { SandboxOrder } from './sandbox-context';

export type { SandboxOrder };
export type NewSandboxOrder = typeof orders.$inferInsert;
export type SandboxBinding = typeof bindings.$inferSelect;
export type NewSandboxBinding = typeof bindings.$inferInsert;
export type OrderChanges = Partial<Omit<SandboxOrder, 'id' | 'orderNumber' | 'createdAt'>>;

export async function insertOrder(db: Db, values: NewSandboxOrder): Promise<SandboxOrder> {
  const [row] = await db.insert(orders).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findOrder(db: Db, id: string): Promise<SandboxOrder | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/**
 * Moves an order on only if it is still in one of the `from` states, so two requests racing
 * (a double-clicked Pay, a status poll meeting a form post) change it once.
 */
export async function transitionOrder(
  db: Db,
  id: string,
  from: number[],
  changes: OrderChanges,
): Promise<SandboxOrder | undefined> {
  const [row] = await db
    .update(orders)
    .set(changes)
    .where(and(eq(orders.id, id), inArray(orders.status, from)))
    .returning();
  return row;
}

/** Adds to the refunded amount of a deposited order, never past what was deposited. */
export async function addRefund(
  db: Db,
  id: string,
  amount: number,
  updatedAt: Date,
): Promise<SandboxOrder | undefined> {
  const refunded = sql`${orders.refundedAmount} + ${amount}`;
  const [row] = await db
    .update(orders)
    .set({
      refundedAmount: refunded,
      status: sql`case when ${refunded} = ${orders.depositedAmount} then ${ORDER_STATUS.refunded} else ${orders.status} end`,
      updatedAt,
    })
    .where(
      and(
        eq(orders.id, id),
        eq(orders.status, ORDER_STATUS.deposited),
        lte(refunded, orders.depositedAmount),
      ),
    )
    .returning();
  return row;
}

export async function insertBinding(db: Db, values: NewSandboxBinding): Promise<void> {
  await db.insert(bindings).values(values);
}

export async function findBinding(db: Db, id: string): Promise<SandboxBinding | undefined> {
  const [row] = await db.select().from(bindings).where(eq(bindings.id, id));
  return row;
}

export function activeBindings(db: Db, clientId: string): Promise<SandboxBinding[]> {
  return db
    .select()
    .from(bindings)
    .where(and(eq(bindings.clientId, clientId), eq(bindings.active, true)))
    .orderBy(asc(bindings.createdAt), asc(bindings.id));
}

/** True when an active binding was switched off. */
export async function deactivateBinding(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(bindings)
    .set({ active: false })
    .where(and(eq(bindings.id, id), eq(bindings.active, true)))
    .returning({ id: bindings.id });
  return rows.length > 0;
}
