/** The balances read: a user's per product, one of them, the richest, one locked for a change. */
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { type Db, preparedOnce } from '../../db/database';
import { balances, products } from '../../db/schema';

// Every balance screen and the dashboard read this: built once, prepared by name (preparedOnce).
const balancesOf = preparedOnce((db) =>
  db
    .select({
      productId: products.id,
      code: products.code,
      name: sql<string>`${products.name}->>${sql.placeholder('lang')}::text`,
      unit: products.unit,
      available: sql<number>`coalesce(${balances.available}, 0)::bigint`.mapWith(Number),
      held: sql<number>`coalesce(${balances.held}, 0)::bigint`.mapWith(Number),
    })
    .from(products)
    .leftJoin(
      balances,
      and(eq(balances.productId, products.id), eq(balances.userId, sql.placeholder('userId'))),
    )
    .where(eq(products.active, true))
    .orderBy(asc(products.sortOrder))
    .prepare('balances_of'),
);

export function findBalancesOf(db: Db, userId: string, lang: string) {
  return balancesOf(db).execute({ userId, lang });
}

export async function findBalance(db: Db, userId: string, productId: string) {
  const [row] = await db
    .select({ available: balances.available, held: balances.held })
    .from(balances)
    .where(and(eq(balances.userId, userId), eq(balances.productId, productId)));
  return row ?? { available: 0, held: 0 };
}

/** The product the user has most available of, when that is at least `atLeast`. */
export async function findRichestProduct(db: Db, userId: string, atLeast: number) {
  const [row] = await db
    .select({ productId: balances.productId })
    .from(balances)
    .where(and(eq(balances.userId, userId), gte(balances.available, atLeast)))
    .orderBy(desc(balances.available))
    .limit(1);
  return row?.productId;
}

/** The user's available fuel, its row locked until the transaction ends. */
export async function lockedAvailable(db: Db, userId: string, productId: string) {
  const [row] = await db
    .select({ available: balances.available })
    .from(balances)
    .where(and(eq(balances.userId, userId), eq(balances.productId, productId)))
    .for('update');
  return row?.available ?? 0;
}
