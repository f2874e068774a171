import { productBalancesReplySchema } from './money';
import { defineRoutes } from './route';

/** The user's fuel per product, read from the ledger. */
export const ledgerRoutes = defineRoutes({
  balances: { method: 'GET', path: '/user/product-balances', reply: productBalancesReplySchema },
});
