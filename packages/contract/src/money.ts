import * as z from 'zod/mini';
import { listQuerySchema, listReplySchema } from './list';
import { PRODUCT_UNITS } from './products';
import { parseQuantity } from './quantity';
import { isCalendarDate } from './text';
import { TRANSACTION_OUTCOMES, TRANSACTION_STATUSES, TRANSACTION_TYPES } from './transactions';
import { V } from './validation';

/** A volume on the wire: a positive decimal with at most 3 decimals, at least `min`. */
export function volumeSchema(min = 1) {
  return z.number({ error: V.required }).check(
    z.refine((v) => parseQuantity(v) !== null, { error: V.volume, abort: true }),
    z.minimum(min, { error: V.min }),
    z.maximum(100_000, { error: V.max }),
  );
}

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
export const productBalancesReplySchema = z.object({ data: z.array(productBalanceSchema) });

// ----- buying fuel -----
export const paymentRegisterBodySchema = z.object({
  product_id: z.string().check(z.uuid({ error: V.required })),
  /** Whole units (litres or cubic metres). */
  quantity: z
    .number({ error: V.required })
    .check(
      z.int({ error: V.integer }),
      z.minimum(1, { error: V.min }),
      z.maximum(10_000, { error: V.max }),
    ),
  /** Register with the user's client id so the bank offers to save the card. */
  save_card: z.optional(z.boolean()),
});
export const paymentRegisterReplySchema = z.object({
  order_id: z.string(),
  amount: z.number(),
  formUrl: z.string(),
});
export const ORDER_STATES = ['pending', 'paid', 'failed', 'review'] as const;
export const paymentSyncReplySchema = z.object({
  order_id: z.string(),
  state: z.enum(ORDER_STATES),
  product_id: z.string(),
  quantity: z.number(),
  amount: z.number(),
  /** The new balance of the product once paid. */
  balance: z.nullable(z.number()),
  message: z.string(),
});
export type PaymentSyncReply = z.infer<typeof paymentSyncReplySchema>;

// ----- refuelling -----
export const refuelCreateBodySchema = z.object({
  product_id: z.string().check(z.uuid({ error: V.required })),
  volume: volumeSchema(1),
  station_id: z.optional(z.nullable(z.string().check(z.uuid({ error: V.invalid })))),
});
export const REFUEL_STATES = ['active', 'completed', 'cancelled', 'expired'] as const;
export const refuelSchema = z.object({
  id: z.string(),
  code: z.nullable(z.string()),
  state: z.enum(REFUEL_STATES),
  product_id: z.string(),
  volume: z.number(),
  dispensed: z.nullable(z.number()),
  station_id: z.nullable(z.string()),
  expires_at: z.string(),
});
export type Refuel = z.infer<typeof refuelSchema>;
export const refuelListReplySchema = z.object({ data: z.array(refuelSchema) });

// ----- history -----
const statusIds = TRANSACTION_STATUSES.map((s) => s.id) as number[];
const dateParam = z
  .string()
  .check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: V.date, abort: true }),
    z.refine(isCalendarDate, { error: V.date }),
  );
export const transactionsQuerySchema = z.extend(listQuerySchema, {
  partner_id: z.optional(
    z.coerce.number().check(z.int(), z.minimum(1_000_000), z.maximum(9_999_999)),
  ),
  start: z.optional(dateParam),
  end: z.optional(dateParam),
  station_id: z.optional(z.string().check(z.uuid())),
  type: z.optional(z.enum(TRANSACTION_TYPES)),
  product_id: z.optional(z.string().check(z.uuid())),
  /** A status id, as the query string carries it ("2"). */
  status: z.optional(z.enum(statusIds.map(String) as [string, ...string[]])),
  /** Only movements made with this company fuel card. */
  card_id: z.optional(z.string().check(z.uuid())),
});
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;

export const transactionSchema = z.object({
  id: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  transaction_status_id: z.number(),
  product_id: z.string(),
  product_name: z.string(),
  unit: z.enum(PRODUCT_UNITS),
  /** Signed: what this movement added to (+) or took from (−) the balance. */
  quantity: z.number(),
  /** AMD paid, for purchases. */
  amount: z.nullable(z.number()),
  station_id: z.nullable(z.string()),
  station_name: z.nullable(z.string()),
  /** The other side of a transfer: their public ID and name. */
  partner_id: z.nullable(z.number()),
  partner_name: z.nullable(z.string()),
  /** The company fuel card the fuel was drawn with or moved to/from, if any. */
  card: z.optional(
    z.nullable(z.object({ id: z.string(), last4: z.string(), name: z.nullable(z.string()) })),
  ),
  /** A purchase made by the automatic top-up. */
  automatic: z.optional(z.boolean()),
  /** Beside status 4 (error): how it ended; nothing moved, whatever `quantity` says was asked. */
  outcome: z.optional(z.nullable(z.enum(TRANSACTION_OUTCOMES))),
  /** The bank's reason for a decline, in the language of the purchase, when it gave one. */
  outcome_reason: z.optional(z.nullable(z.string())),
  created_at: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;
/**
 * The history counts its matching rows up to this bound only (counting a very long history
 * costs more than the page itself): above it, `count` is the bound and `count_capped` is true.
 */
export const TRANSACTIONS_COUNT_CAP = 10_000;
export const transactionsReplySchema = z.extend(listReplySchema(transactionSchema), {
  /** More rows match than `count` says (it is TRANSACTIONS_COUNT_CAP); absent from older servers. */
  count_capped: z.optional(z.boolean()),
});
export const transactionDetailSchema = z.extend(transactionSchema, {
  /** For purchases: the bank's order state. */
  order: z.nullable(
    z.object({
      order_id: z.string(),
      gateway_status: z.nullable(z.number()),
      state: z.enum(ORDER_STATES),
    }),
  ),
  /** For refuels: what was authorised and what the pump dispensed. */
  refuel: z.nullable(z.object({ authorized: z.number(), dispensed: z.nullable(z.number()) })),
});
export type TransactionDetail = z.infer<typeof transactionDetailSchema>;

export const transactionTypesReplySchema = z.object({
  data: z.array(z.object({ id: z.enum(TRANSACTION_TYPES), name: z.string() })),
});
export const transactionStatusesReplySchema = z.object({
  data: z.array(z.object({ id: z.number(), name: z.string(), icon: z.string() })),
});

// ----- station (pump terminal) API -----
export const stationRefuelParamsSchema = z.object({
  stationId: z.string().check(z.uuid()),
  code: z.string().check(z.regex(/^\d{6}$/, { error: V.code })),
});
export const stationRefuelLookupReplySchema = z.object({
  refuel_id: z.string(),
  product_id: z.string(),
  product_code: z.string(),
  product_name: z.string(),
  unit: z.enum(PRODUCT_UNITS),
  max_volume: z.number(),
  expires_at: z.string(),
});
export const stationCompleteBodySchema = z.object({ dispensed: volumeSchema(0.001) });
export const stationCompleteReplySchema = z.object({
  refuel_id: z.string(),
  dispensed: z.number(),
  /** Authorised but not dispensed: back on the user's balance. */
  released: z.number(),
});

export type ProductBalancesReply = z.infer<typeof productBalancesReplySchema>;
export type PaymentRegisterBody = z.infer<typeof paymentRegisterBodySchema>;
export type PaymentRegisterReply = z.infer<typeof paymentRegisterReplySchema>;
export type RefuelCreateBody = z.infer<typeof refuelCreateBodySchema>;
export type RefuelListReply = z.infer<typeof refuelListReplySchema>;
export type TransactionsReply = z.infer<typeof transactionsReplySchema>;
export type TransactionTypesReply = z.infer<typeof transactionTypesReplySchema>;
export type TransactionStatusesReply = z.infer<typeof transactionStatusesReplySchema>;
export type StationRefuelParams = z.infer<typeof stationRefuelParamsSchema>;
export type StationRefuelLookupReply = z.infer<typeof stationRefuelLookupReplySchema>;
export type StationCompleteBody = z.infer<typeof stationCompleteBodySchema>;
export type StationCompleteReply = z.infer<typeof stationCompleteReplySchema>;
