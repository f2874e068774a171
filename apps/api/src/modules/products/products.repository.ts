import type { Language, ListQuery, Product } from '@fuel/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { products } from '../../db/schema';
import { rowsToSkip } from '../../lib/paging';

/** Columns of a product as the wire shows it, with the name in one language. */
export function productColumns(lang: Language) {
  return {
    id: products.id,
    code: products.code,
    name: sql<string>`${products.name}->>${lang}`,
    unit: products.unit,
    price: products.price,
  };
}

export type NewProduct = typeof products.$inferInsert;

/** Whether the catalog has any product yet: an empty database is seeded once. */
export async function hasProducts(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
  return (row?.n ?? 0) > 0;
}

/** Adds products as given, sort order included (the catalog an empty database starts with). */
export async function insertProducts(db: Db, rows: NewProduct[]): Promise<void> {
  await db.insert(products).values(rows);
}

/** Each product's id and price per unit in catalog order; only those on sale when asked. */
export function findProductPrices(db: Db, { onSaleOnly }: { onSaleOnly: boolean }) {
  return db
    .select({ id: products.id, price: products.price })
    .from(products)
    .where(onSaleOnly ? eq(products.active, true) : undefined)
    .orderBy(asc(products.sortOrder), asc(products.id));
}

export async function countActiveProducts(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.active, true));
  return row?.n ?? 0;
}

export function findActiveProducts(db: Db, lang: Language, page: ListQuery): Promise<Product[]> {
  return db
    .select(productColumns(lang))
    .from(products)
    .where(eq(products.active, true))
    .orderBy(asc(products.sortOrder), asc(products.id))
    .limit(page.limit)
    .offset(rowsToSkip(page));
}

/** A product on sale: its name in every language, unit and price. */
export async function findActiveProduct(db: Db, id: string) {
  const [row] = await db
    .select({
      id: products.id,
      code: products.code,
      name: products.name,
      unit: products.unit,
      price: products.price,
    })
    .from(products)
    .where(and(eq(products.id, id), eq(products.active, true)));
  return row;
}

/** Whether the product was ever in the catalog, on sale or not. */
export async function productExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  return !!row;
}

/** Every product on sale in catalog order, named in one language. */
export function listActiveProducts(db: Db, lang: Language) {
  return db
    .select({ id: products.id, code: products.code, name: sql<string>`${products.name}->>${lang}` })
    .from(products)
    .where(eq(products.active, true))
    .orderBy(asc(products.sortOrder));
}

/** The product's name in every language and its unit, for texts written later in any of them. */
export async function findProductLabel(db: Db, id: string) {
  const [row] = await db
    .select({
      name: products.name,
      unit: products.unit,
      code: products.code,
      price: products.price,
    })
    .from(products)
    .where(eq(products.id, id));
  return row;
}

/**
 * A fingerprint of everything the public catalog shows (products, stations, what each sells):
 * it changes whenever any of them does, whoever changed it. A few dozen rows, well under a
 * millisecond.
 */
export async function findCatalogVersion(db: Db): Promise<string> {
  const result = await db.execute(sql`select md5(
      coalesce((select string_agg(p::text, '|' order by p.id) from products p), '') ||
      coalesce((select string_agg(s::text, '|' order by s.id) from stations s), '') ||
      coalesce((select string_agg(sp::text, '|' order by sp.station_id, sp.product_id) from station_products sp), '')
    ) as version`);
  const [row] = (result as unknown as { rows: { version: string }[] }).rows;
  return row?.version ?? '';
}

/** Every product, on sale or not, in catalog order: what an operator lists. */
export function findAllProducts(db: Db) {
  return db
    .select({
      code: products.code,
      name: products.name,
      unit: products.unit,
      price: products.price,
      active: products.active,
    })
    .from(products)
    .orderBy(asc(products.sortOrder), asc(products.id));
}

/** Sets a product's price per unit; its code and the price it had, or undefined if no such code. */
export async function updateProductPrice(db: Db, code: string, price: number) {
  // The old price comes from the row as it was before this statement changed it.
  const [row] = await db
    .update(products)
    .set({ price, updatedAt: sql`now()` })
    .from(sql`(select id, price from ${products} where code = ${code} for update) as before`)
    .where(sql`${products.id} = before.id`)
    .returning({ code: products.code, was: sql<number>`before.price` });
  return row;
}
