import * as z from 'zod/mini';
import { messageReplySchema } from './auth';
import { idParamsSchema } from './list';
import {
  paymentRegisterBodySchema,
  paymentRegisterReplySchema,
  paymentSyncReplySchema,
  savedCardPaymentBodySchema,
  savedCardPaymentReplySchema,
  savedCardsReplySchema,
} from './payments';
import { defineRoutes } from './route';

/** The bank's order id, as our order keeps it. */
export const paymentSyncParamsSchema = z.object({
  orderId: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type PaymentSyncParams = z.infer<typeof paymentSyncParamsSchema>;

const said = (description: string) => z.optional(z.string()).check(z.describe(description));

/**
 * What the bank's callback carries; any further parameter is kept, because the checksum covers
 * all of them. Named fields (not a record) so the OpenAPI document lists real query parameters.
 */
export const paymentCallbackQuerySchema = z.catchall(
  z.object({
    mdOrder: said("The bank's order id"),
    orderNumber: said('Our order number'),
    operation: said('approved, deposited, declinedByTimeout, …'),
    status: said('1 when the operation succeeded, 0 otherwise'),
    checksum: said('HMAC-SHA256 of the other parameters'),
  }),
  z.string(),
);

/** Buying fuel from the bank: new orders, saved cards, and settling what the bank decided. */
export const paymentsRoutes = defineRoutes({
  register: {
    method: 'POST',
    path: '/payment/register',
    body: paymentRegisterBodySchema,
    reply: paymentRegisterReplySchema,
  },
  payWithSavedCard: {
    method: 'POST',
    path: '/payment/saved-card',
    body: savedCardPaymentBodySchema,
    reply: savedCardPaymentReplySchema,
  },
  savedCards: { method: 'GET', path: '/user/saved-cards', reply: savedCardsReplySchema },
  removeSavedCard: {
    method: 'DELETE',
    path: '/user/saved-cards/:id',
    params: idParamsSchema,
    reply: messageReplySchema,
  },
  sync: {
    method: 'GET',
    path: '/payment/sync/:orderId',
    params: paymentSyncParamsSchema,
    reply: paymentSyncReplySchema,
  },
  /** The bank's signed notification; the reply is a plain "OK". */
  callback: { method: 'GET', path: '/payment/callback', query: paymentCallbackQuerySchema },
});
