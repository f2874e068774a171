import * as z from 'zod/mini';
import { listReplySchema } from './list';
import { ORDER_STATES } from './money';
import { PRODUCT_UNITS } from './products';
import { V } from './validation';

// ----- saved bank cards -----
export const savedCardSchema = z.object({
  id: z.string(),
  /** As the bank masks it, e.g. 411111**1111. */
  masked_pan: z.string(),
  last4: z.string(),
  /** MM/YY. */
  expiry: z.string(),
  expired: z.boolean(),
  holder: z.nullable(z.string()),
  /** VISA, MASTERCARD, ARCA or CARD. */
  brand: z.string(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;
export const savedCardsReplySchema = listReplySchema(savedCardSchema);
export type SavedCardsReply = z.infer<typeof savedCardsReplySchema>;

const wholeUnits = z
  .number({ error: V.required })
  .check(
    z.int({ error: V.integer }),
    z.minimum(1, { error: V.min }),
    z.maximum(10_000, { error: V.max }),
  );

/** Buy fuel in one step with a saved card. */
export const savedCardPaymentBodySchema = z.object({
  product_id: z.string().check(z.uuid({ error: V.required })),
  quantity: wholeUnits,
  card_id: z.string().check(z.uuid({ error: V.required })),
});
export type SavedCardPaymentBody = z.input<typeof savedCardPaymentBodySchema>;
export const savedCardPaymentReplySchema = z.object({
  order_id: z.string(),
  state: z.enum(ORDER_STATES),
  amount: z.number(),
  /** The bank's 3-D Secure page: send the browser there; it comes back to My balance. */
  redirect_url: z.nullable(z.string()),
  /** The new balance of the product once paid. */
  balance: z.nullable(z.number()),
  message: z.string(),
});
export type SavedCardPaymentReply = z.infer<typeof savedCardPaymentReplySchema>;

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
export const balanceRulesReplySchema = z.object({ data: z.array(balanceRuleSchema) });
export type BalanceRulesReply = z.infer<typeof balanceRulesReplySchema>;

export const balanceRuleBodySchema = z.object({
  threshold: z
    .number({ error: V.required })
    .check(
      z.int({ error: V.integer }),
      z.minimum(1, { error: V.min }),
      z.maximum(100_000, { error: V.max }),
    ),
  alert: z.boolean(),
  alert_email: z._default(z.boolean(), false),
  top_up: z.nullable(
    z.object({
      quantity: wholeUnits,
      card_id: z.string().check(z.uuid({ error: V.required })),
      monthly_cap: z
        .number({ error: V.required })
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
