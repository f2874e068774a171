import * as z from 'zod/mini';
import { productBalanceSchema } from './ledger';
import { listReplySchema } from './list';
import { defineRoutes } from './route';
import { transactionSchema } from './transactions';
import { vehicleSchema } from './vehicles';

/** Someone connected to the user: a friend (individuals) or a partner (companies). */
export const connectionSchema = z.object({
  user_relation_id: z.string(),
  id: z.number(),
  name: z.string(),
  phone: z.nullable(z.string()),
});

/** The Main screen in one call: a few of each, with the totals. */
export const dashboardReplySchema = z.object({
  balances: z.array(productBalanceSchema),
  vehicles: listReplySchema(vehicleSchema),
  connections: listReplySchema(connectionSchema),
  friends: listReplySchema(connectionSchema),
  partners: listReplySchema(connectionSchema),
  transactions: listReplySchema(transactionSchema),
});
export type DashboardReply = z.infer<typeof dashboardReplySchema>;

export type Connection = z.infer<typeof connectionSchema>;

export const dashboardRoutes = defineRoutes({
  get: { method: 'GET', path: '/user/dashboard', reply: dashboardReplySchema },
});
