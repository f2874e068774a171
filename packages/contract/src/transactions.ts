import * as z from 'zod/mini';
import { listQuerySchema, listReplySchema, queryWholeNumber } from './list';
import { ORDER_STATES } from './payments';
import { PRODUCT_UNITS } from './products';
import { isCalendarDate } from './text';
import { V } from './validation';

/** Kinds of fuel movement a user sees in the history (DESIGN §5.3). */
export const TRANSACTION_TYPES = ['buying', 'transfer', 'charging'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Status ids are fixed by the specification; `icon` names the picture the client shows. */
export const TRANSACTION_STATUSES = [
  { id: 1, key: 'pending', icon: 'loading' },
  { id: 2, key: 'success', icon: 'success' },
  { id: 3, key: 'draft', icon: 'draft' },
  { id: 4, key: 'error', icon: 'error' },
] as const;
export type TransactionStatusId = (typeof TRANSACTION_STATUSES)[number]['id'];
export type TransactionStatusKey = (typeof TRANSACTION_STATUSES)[number]['key'];
/** The status ids by name, for code that sets or compares a status. */
export const TRANSACTION_STATUS = {
  pending: 1,
  success: 2,
  draft: 3,
  error: 4,
} as const satisfies Record<TransactionStatusKey, TransactionStatusId>;

/**
 * Why a movement ended as an error (status 4) without moving any fuel: the user cancelled it
 * (a refuel code, or Cancel on the bank's page), the bank declined the card, its time ran out
 * (a refuel code or a bank order nobody paid), or it failed on our side or the bank's.
 */
export const TRANSACTION_OUTCOMES = ['cancelled', 'declined', 'expired', 'failed'] as const;
export type TransactionOutcome = (typeof TRANSACTION_OUTCOMES)[number];

// ----- history -----
const statusIds = TRANSACTION_STATUSES.map((s) => s.id) as number[];
/** A calendar day in a query: YYYY-MM-DD. */
export const dateParam = z
  .string()
  .check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: V.date, abort: true }),
    z.refine(isCalendarDate, { error: V.date }),
  );
export const transactionsQuerySchema = z
  .extend(listQuerySchema, {
    partner_id: z.optional(
      queryWholeNumber({ error: V.userId }).check(
        z.int({ error: V.userId, abort: true }),
        z.minimum(1_000_000, { error: V.userId, abort: true }),
        z.maximum(9_999_999, { error: V.userId }),
      ),
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
  })
  .check(
    z.superRefine((q, ctx) => {
      // A range that ends before it starts holds nothing: it is a mistake, not an empty history.
      if (q.start && q.end && q.start > q.end)
        ctx.issues.push({ code: 'custom', path: ['end'], message: V.dateOrder, input: q.end });
    }),
  );
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
  /**
   * A refuel with a company fuel card drawn from the fuel loaded onto the card: the balance gave
   * that fuel when the card was loaded (the transfer row naming the card), so this row shows
   * what the card dispensed and does not take it from the balance a second time.
   */
  from_card_fuel: z.optional(z.boolean()),
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
      /**
       * The bank's payment page, while the order can still be paid there (not paid, its page
       * not yet closed): where "Continue the payment" leads.
       */
      form_url: z.optional(z.nullable(z.string())),
    }),
  ),
  /**
   * For refuels: what was authorised, what the pump dispensed, and the user's vehicle it was for
   * (null when none was named, or the vehicle has since been removed).
   */
  refuel: z.nullable(
    z.object({
      authorized: z.number(),
      dispensed: z.nullable(z.number()),
      vehicle: z.optional(z.nullable(z.object({ license_plate: z.string(), model: z.string() }))),
    }),
  ),
  /** For transfers: the note the sender wrote with it, if any (both sides see it). */
  note: z.optional(z.nullable(z.string())),
  /**
   * For refuels (a code or a card): the refuel's id, which is its vehicle's fill's id when it was
   * for a vehicle (`GET /user/fills/{id}`: its odometer, said or corrected afterwards).
   */
  refuel_id: z.optional(z.nullable(z.string())),
});
export type TransactionDetail = z.infer<typeof transactionDetailSchema>;

/** Whole lists (one page holds them all), with `count` as every list reply has. */
export const transactionTypesReplySchema = listReplySchema(
  z.object({ id: z.enum(TRANSACTION_TYPES), name: z.string() }),
);
export const transactionStatusesReplySchema = listReplySchema(
  z.object({ id: z.number(), name: z.string(), icon: z.string() }),
);
export type TransactionsReply = z.infer<typeof transactionsReplySchema>;
export type TransactionTypesReply = z.infer<typeof transactionTypesReplySchema>;
export type TransactionStatusesReply = z.infer<typeof transactionStatusesReplySchema>;
