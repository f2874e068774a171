import { formatQuantity, type Language, type ProductBalancesReply } from '@fuel/contract';
import type { Db } from '../../db/database';
import { findBalancesOf } from './balances.repository';

/** Every active product with the user's spendable and held quantity (zero when none). */
export async function productBalances(
  db: Db,
  userId: string,
  lang: Language,
): Promise<ProductBalancesReply> {
  const rows = await findBalancesOf(db, userId, lang);
  return {
    count: rows.length,
    data: rows.map((r) => ({
      product_id: r.productId,
      product_code: r.code,
      product_name: r.name,
      unit: r.unit,
      balance: formatQuantity(r.available),
      held: formatQuantity(r.held),
    })),
  };
}
