import * as z from 'zod/mini';
import { listReplySchema } from './list';
import { chosenIdSchema, numberError, V } from './validation';

// ----- buying fuel -----
/**
 * Fuel is bought in whole units (litres or cubic metres), 1 to 10 000 at a time: on the payment
 * page, with a saved card, and by an automatic top-up alike.
 */
export const purchaseQuantitySchema = z
  .number({ error: numberError })
  .check(
    z.int({ error: V.integer }),
    z.minimum(1, { error: V.min }),
    z.maximum(10_000, { error: V.max }),
  );

export const paymentRegisterBodySchema = z.object({
  product_id: chosenIdSchema(),
  quantity: purchaseQuantitySchema,
  /** Register with the user's client id so the bank offers to save the card. */
  save_card: z.optional(z.boolean()),
});
export const paymentRegisterReplySchema = z.object({
  order_id: z.string(),
  amount: z.number(),
  formUrl: z.string(),
});
export const ORDER_STATES = ['pending', 'paid', 'failed', 'review'] as const;
/**
 * The number the bank knows an order by (its `orderNumber`, shown on the payment page and in
 * the bank's statements): the order's id without its hyphens, which the bank would not take.
 */
export const bankOrderNumber = (orderId: string) => orderId.replaceAll('-', '');
/** How long the bank's payment page accepts a card for one order. */
export const PAYMENT_PAGE_LIFETIME_SECONDS = 20 * 60;
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
export type PaymentRegisterBody = z.infer<typeof paymentRegisterBodySchema>;
export type PaymentRegisterReply = z.infer<typeof paymentRegisterReplySchema>;

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

/** Buy fuel in one step with a saved card. */
export const savedCardPaymentBodySchema = z.object({
  product_id: chosenIdSchema(),
  quantity: purchaseQuantitySchema,
  card_id: chosenIdSchema(),
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
