import * as z from 'zod/mini';
import { defineRoutes } from './route';

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

/**
 * The bank's side of buying fuel, its signed notification (the reply is a plain "OK"). A table
 * apart from `paymentsRoutes`, gathered with it in `API_ROUTES.payments`: the pages never call
 * it, so they do not load its schema.
 */
export const paymentCallbackRoutes = defineRoutes({
  callback: { method: 'GET', path: '/payment/callback', query: paymentCallbackQuerySchema },
});
