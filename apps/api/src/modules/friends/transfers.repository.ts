import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { products, transfers } from '../../db/schema';

export type NewTransfer = Omit<typeof transfers.$inferInsert, 'id' | 'createdAt'>;

export async function insertTransfer(db: Db, values: NewTransfer) {
  const [row] = await db.insert(transfers).values(values).returning();
  if (!row) throw new Error('transfer was not inserted');
  return row;
}

/** An active product with its names in every language and its unit. */
export async function findActiveProduct(db: Db, productId: string) {
  const [row] = await db
    .select({ id: products.id, name: products.name, unit: products.unit })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.active, true)));
  return row;
}
