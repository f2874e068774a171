import { paymentsRoutes as r } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { idempotent } from '../../idempotency/idempotency';
import { errorReplies } from '../../lib/error-replies';
import { translator } from '../../lib/i18n';
import { currentUser } from '../../plugins/authenticate';
import { forSite } from '../../plugins/site-url';
import { registerPayment, settleFromCallback, syncPayment } from './payments.service';
import { paymentDeps } from './payments.wiring';
import {
  buyWithSavedCard,
  listSavedCards,
  removeSavedCard,
  type SavedCardRemoved,
} from './saved-cards.service';

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

export interface PaymentsRoutesOptions {
  /** Runs in the transaction that removes a saved card (automatic top-ups paying with it stop). */
  onSavedCardRemoved: SavedCardRemoved;
}

export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (
  app,
  options,
) => {
  const deps = paymentDeps(app);

  app.post(
    r.register.path,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Buy fuel: register the order with the bank; go to formUrl',
        body: r.register.body,
        response: { 200: r.register.reply, ...errors },
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
    r.payWithSavedCard.path,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Buy fuel in one step with a saved card (paymentOrderBinding.do)',
        description:
          "Paid at once, or `redirect_url` to the bank's 3-D Secure page, which returns to My balance. A declined card is 422 CARD_DECLINED, an expired one 422 CARD_EXPIRED.",
        body: r.payWithSavedCard.body,
        response: { 200: r.payWithSavedCard.reply, ...errors },
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
    r.savedCards.path,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Bank cards saved while paying (masked)',
        response: { 200: r.savedCards.reply, ...errors },
      },
    },
    (request) => listSavedCards(deps, currentUser(request).sub),
  );

  app.delete(
    r.removeSavedCard.path,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Remove a saved card at the bank (unBindCard.do) and here',
        params: r.removeSavedCard.params,
        response: { 200: r.removeSavedCard.reply, ...errors },
      },
    },
    async (request) => {
      const userId = currentUser(request).sub;
      await removeSavedCard(deps, userId, request.params.id, options.onSavedCardRemoved);
      return { message: translator(request.lang)('saved_card_removed', { ns: 'messages' }) };
    },
  );

  app.get(
    r.sync.path,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Ask the bank about an order and settle it',
        params: r.sync.params,
        response: { 200: r.sync.reply, ...errors },
      },
    },
    (request) => syncPayment(deps, currentUser(request).sub, request.params.orderId, request.lang),
  );

  // The bank's callback: only a hint to settle now; what counts is what the gateway then says.
  app.get(
    r.callback.path,
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
