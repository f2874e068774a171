import type { Language, ListQuery, ProductsReply } from '@fuel/contract';
import type { Db } from '../../db/database';
import { countActiveProducts, findActiveProducts } from './products.repository';

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
