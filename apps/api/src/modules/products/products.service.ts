import type { Language, ListQuery, ProductsReply } from '@fuel/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { countActiveProducts, findActiveProducts, updateProductPrice } from './products.repository';

/** A litre costs a few hundred drams: a price above this is a typo (a zero too many). */
export const MAX_PRICE_AMD = 100_000;

export async function listProducts(
  db: Db,
  lang: Language,
  page: ListQuery,
): Promise<ProductsReply> {
  const [count, data] = await Promise.all([
    countActiveProducts(db),
    findActiveProducts(db, lang, page),
  ]);
  return { count, data };
}

/**
 * An operator's new price for a product, in whole drams per unit (DESIGN §5.1). Orders keep the
 * price they were registered with; every process's catalog replies show the new one within a
 * second (catalog-cache.ts).
 */
export async function setProductPrice(db: Db, code: string, price: number) {
  if (!Number.isSafeInteger(price) || price < 1 || price > MAX_PRICE_AMD)
    throw new AppError('VALIDATION_FAILED', { field: 'price' });
  const changed = await updateProductPrice(db, code, price);
  if (!changed) throw new AppError('NOT_FOUND', { field: 'product' });
  return changed;
}
