import { idParamsSchema } from './list';
import { defineRoutes } from './route';
import {
  transactionDetailSchema,
  transactionStatusesReplySchema,
  transactionsQuerySchema,
  transactionsReplySchema,
  transactionTypesReplySchema,
} from './transactions';

/** The history of fuel movements and the vocabulary its rows are shown with. */
export const transactionsRoutes = defineRoutes({
  types: { method: 'GET', path: '/transaction-types', reply: transactionTypesReplySchema },
  statuses: { method: 'GET', path: '/transaction-statuses', reply: transactionStatusesReplySchema },
  list: {
    method: 'GET',
    path: '/user/transactions',
    query: transactionsQuerySchema,
    reply: transactionsReplySchema,
  },
  /** The filtered history as a CSV file (no JSON reply). */
  export: { method: 'GET', path: '/user/transactions/export', query: transactionsQuerySchema },
  one: {
    method: 'GET',
    path: '/user/transactions/:id',
    params: idParamsSchema,
    reply: transactionDetailSchema,
  },
});
