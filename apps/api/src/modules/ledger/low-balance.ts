import type { Db } from '../../db/database';
import { insertJob } from '../../jobs/jobs.repository';

/** The job kind a low-balance crossing queues; the balance rules handle it. */
export const LOW_BALANCE_JOB = 'balance.low';

export interface LowBalanceJob {
  user_id: string;
  product_id: string;
  /** The rule's crossing number: one alert and at most one automatic purchase each. */
  crossing: number;
}

export function queueLowBalance(db: Db, userId: string, productId: string, crossing: number) {
  const job: LowBalanceJob = { user_id: userId, product_id: productId, crossing };
  return insertJob(db, LOW_BALANCE_JOB, { ...job });
}
