import * as z from 'zod/mini';
import { messageReplySchema } from './auth';
import { listReplySchema } from './list';
import { purchaseQuantitySchema } from './payments';
import { PRODUCT_UNITS } from './products';
import { defineRoutes } from './route';
import { chosenIdSchema, numberError, V } from './validation';

// ----- low-balance alerts and automatic top-up -----
export const TOP_UP_STOP_REASONS = ['declined', 'expired', 'card_removed', 'confirmation'] as const;
export type TopUpStopReason = (typeof TOP_UP_STOP_REASONS)[number];

export const balanceRuleSchema = z.object({
  product_id: z.string(),
  product_name: z.string(),
  unit: z.enum(PRODUCT_UNITS),
  /** Below this spendable quantity the rule acts. */
  threshold: z.number(),
  /** False while the balance stays below the threshold after a crossing. */
  armed: z.boolean(),
  alert: z.boolean(),
  alert_email: z.boolean(),
  top_up: z.nullable(
    z.object({
      /** Whole units bought each time. */
      quantity: z.number(),
      card_id: z.nullable(z.string()),
      card_last4: z.nullable(z.string()),
      /** Drams per calendar month. */
      monthly_cap: z.number(),
      spent_this_month: z.number(),
      active: z.boolean(),
      stopped_reason: z.nullable(z.enum(TOP_UP_STOP_REASONS)),
    }),
  ),
});
export type BalanceRule = z.infer<typeof balanceRuleSchema>;
export const balanceRulesReplySchema = listReplySchema(balanceRuleSchema);
export type BalanceRulesReply = z.infer<typeof balanceRulesReplySchema>;

export const balanceRuleBodySchema = z.object({
  threshold: z
    .number({ error: numberError })
    .check(
      z.int({ error: V.integer }),
      z.minimum(1, { error: V.min }),
      z.maximum(100_000, { error: V.max }),
    ),
  alert: z.boolean(),
  alert_email: z._default(z.boolean(), false),
  top_up: z.nullable(
    z.object({
      quantity: purchaseQuantitySchema,
      card_id: chosenIdSchema(),
      monthly_cap: z
        .number({ error: numberError })
        .check(
          z.int({ error: V.integer }),
          z.minimum(1, { error: V.min }),
          z.maximum(10_000_000, { error: V.max }),
        ),
      active: z.boolean(),
    }),
  ),
});
export type BalanceRuleBody = z.infer<typeof balanceRuleBodySchema>;
export const productParamsSchema = z.object({ productId: z.string().check(z.uuid()) });
export type ProductParams = z.infer<typeof productParamsSchema>;

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
