import { messageReplySchema } from './auth';
import { defineRoutes } from './route';
import {
  balanceRuleBodySchema,
  balanceRuleSchema,
  balanceRulesReplySchema,
  productParamsSchema,
} from './saved-cards';

/** Low-balance alerts and automatic top-ups, one rule per product. */
export const balanceRulesRoutes = defineRoutes({
  list: { method: 'GET', path: '/user/balance-rules', reply: balanceRulesReplySchema },
  save: {
    method: 'PUT',
    path: '/user/balance-rules/:productId',
    params: productParamsSchema,
    body: balanceRuleBodySchema,
    reply: balanceRuleSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/user/balance-rules/:productId',
    params: productParamsSchema,
    reply: messageReplySchema,
  },
});
