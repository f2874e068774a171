import type { Db } from '../../db/database';
import { enqueue, type LowBalanceJob } from '../../jobs/kinds';

export type { LowBalanceJob };

export function queueLowBalance(db: Db, userId: string, productId: string, crossing: number) {
  return enqueue(db, 'balance.low', { user_id: userId, product_id: productId, crossing });
}
