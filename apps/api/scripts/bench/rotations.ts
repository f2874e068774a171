import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@fuel/contract';
import { sql } from 'drizzle-orm';

/**
 * For history rows made by `generate_series(...) g`: the row's type and status id, rotating
 * through every one the contract has, so each filter of the history finds rows.
 */
export const TYPE_OF_ROW = sql.raw(
  `(array[${TRANSACTION_TYPES.map((type) => `'${type}'`).join(', ')}])[1 + g % ${TRANSACTION_TYPES.length}]`,
);
export const STATUS_OF_ROW = sql.raw(
  `(array[${TRANSACTION_STATUSES.map((status) => status.id).join(', ')}])[1 + g % ${TRANSACTION_STATUSES.length}]`,
);
