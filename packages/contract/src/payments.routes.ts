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
});
