import * as z from 'zod/mini';
import { listReplySchema } from './list';
import { PRODUCT_UNITS } from './products';
import { defineRoutes } from './route';

export const productBalanceSchema = z.object({
  product_id: z.string(),
  product_code: z.string(),
  product_name: z.string(),
  unit: z.enum(PRODUCT_UNITS),
  /** Spendable now. */
  balance: z.number(),
  /** Held for refuel codes not yet used. */
  held: z.number(),
});
export type ProductBalance = z.infer<typeof productBalanceSchema>;
/** Every product the user holds, one row each: the whole list, never paged. */
export const productBalancesReplySchema = listReplySchema(productBalanceSchema);
export type ProductBalancesReply = z.infer<typeof productBalancesReplySchema>;

/** The user's fuel per product, read from the ledger. */
export const ledgerRoutes = defineRoutes({
  balances: { method: 'GET', path: '/user/product-balances', reply: productBalancesReplySchema },
});
