import {
  idParamsSchema,
  messageReplySchema,
  paymentRegisterBodySchema,
  paymentRegisterReplySchema,
  paymentSyncReplySchema,
  savedCardPaymentBodySchema,
  savedCardPaymentReplySchema,
  savedCardsReplySchema,
} from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { idempotent } from '../../idempotency/idempotency';
import { errorReplies } from '../../lib/error-replies';
import { translator } from '../../lib/i18n';
import { currentUser } from '../../plugins/authenticate';
import { forSite } from '../../plugins/site-url';
import { registerPayment, settleFromCallback, syncPayment } from './payments.service';
import { buyWithSavedCard, listSavedCards, removeSavedCard } from './saved-cards.service';
import type { PaymentDeps } from './settle';

const tags = ['payments'];
const security = [{ bearer: [] }];
const errors = errorReplies(400, 401, 404, 422, 498, 502);

/**
 * What the bank sends; any further parameter is kept, because the checksum covers all of them.
 * Named fields (not a record) so the OpenAPI document lists real query parameters.
 */
const callbackQuerySchema = z
  .object({
    mdOrder: z.string().optional().describe("The bank's order id"),
    orderNumber: z.string().optional().describe('Our order number'),
    operation: z.string().optional().describe('approved, deposited, declinedByTimeout, …'),
    status: z.string().optional().describe('1 when the operation succeeded, 0 otherwise'),
    checksum: z.string().optional().describe('HMAC-SHA256 of the other parameters'),
  })
  .catchall(z.string());

export function paymentDeps(app: Parameters<FastifyPluginAsyncZod>[0]): PaymentDeps {
  return {
    db: app.database.db,
    config: app.config,
    gateway: app.paymentGateway,
    events: app.events,
  };
}

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = paymentDeps(app);

  app.post(
    '/payment/register',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Buy fuel: register the order with the bank; go to formUrl',
        body: paymentRegisterBodySchema,
        response: { 200: paymentRegisterReplySchema, ...errors },
      },
    },
    (request, reply) => {
      const user = currentUser(request);
      return idempotent(deps.db, request, reply, user.sub, () =>
        registerPayment(forSite(deps, request), user.sub, request.body, request.lang),
      );
    },
  );

  app.post(
    '/payment/saved-card',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Buy fuel in one step with a saved card (paymentOrderBinding.do)',
        description:
          "Paid at once, or `redirect_url` to the bank's 3-D Secure page, which returns to My balance. A declined card is 422 CARD_DECLINED, an expired one 422 CARD_EXPIRED.",
        body: savedCardPaymentBodySchema,
        response: { 200: savedCardPaymentReplySchema, ...errors },
      },
    },
    (request, reply) => {
      const user = currentUser(request);
      return idempotent(deps.db, request, reply, user.sub, () =>
        buyWithSavedCard(forSite(deps, request), user.sub, request.body, request.lang, request.ip),
      );
    },
  );

  app.get(
    '/user/saved-cards',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Bank cards saved while paying (masked)',
        response: { 200: savedCardsReplySchema, ...errors },
      },
    },
    (request) => listSavedCards(deps, currentUser(request).sub),
  );

  app.delete(
    '/user/saved-cards/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Remove a saved card at the bank (unBindCard.do) and here',
        params: idParamsSchema,
        response: { 200: messageReplySchema, ...errors },
      },
    },
    async (request) => {
      await removeSavedCard(deps, currentUser(request).sub, request.params.id);
      return { message: translator(request.lang)('saved_card_removed', { ns: 'messages' }) };
    },
  );

  app.get(
    '/payment/sync/:orderId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Ask the bank about an order and settle it',
        params: z.object({ orderId: z.string().min(1).max(64) }),
        response: { 200: paymentSyncReplySchema, ...errors },
      },
    },
    (request) => syncPayment(deps, currentUser(request).sub, request.params.orderId, request.lang),
  );

  // The bank's callback: only a hint to settle now; what counts is what the gateway then says.
  app.get(
    '/payment/callback',
    {
      schema: {
        tags,
        summary: 'Signed notification from the bank (RBS callback)',
        querystring: callbackQuerySchema,
      },
    },
    async (request, reply) => {
      await settleFromCallback(deps, request.query);
      return reply.type('text/plain').send('OK');
    },
  );
};
