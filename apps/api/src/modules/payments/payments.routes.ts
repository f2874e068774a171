import { paymentCallbackRoutes, paymentsRoutes as r } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotent } from '../../idempotency/idempotency';
import { translator } from '../../lib/i18n';
import { routeRegistrar } from '../../lib/route-registrar';
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

export interface PaymentsRoutesOptions {
  /** Runs in the transaction that removes a saved card (automatic top-ups paying with it stop). */
  onSavedCardRemoved: SavedCardRemoved;
}

export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (
  app,
  options,
) => {
  const deps = paymentDeps(app);
  const register = routeRegistrar(app, {
    tags: ['payments'],
    errors: [400, 401, 404, 422, 498, 502],
  });
  const onRequest = app.authenticate;

  register(
    r.register,
    { summary: 'Buy fuel: register the order with the bank; go to formUrl', onRequest },
    (request, reply) => {
      const user = currentUser(request);
      return idempotent(deps.db, request, reply, user.sub, () =>
        registerPayment(forSite(deps, request), user.sub, request.body, request.lang),
      );
    },
  );

  register(
    r.payWithSavedCard,
    {
      summary: 'Buy fuel in one step with a saved card (paymentOrderBinding.do)',
      description:
        "Paid at once, or `redirect_url` to the bank's 3-D Secure page, which returns to My balance. A declined card is 422 CARD_DECLINED, an expired one 422 CARD_EXPIRED.",
      onRequest,
    },
    (request, reply) => {
      const user = currentUser(request);
      return idempotent(deps.db, request, reply, user.sub, () =>
        buyWithSavedCard(forSite(deps, request), user.sub, request.body, request.lang, request.ip),
      );
    },
  );

  register(
    r.savedCards,
    { summary: 'Bank cards saved while paying (masked)', onRequest },
    (request) => listSavedCards(deps, currentUser(request).sub),
  );

  register(
    r.removeSavedCard,
    { summary: 'Remove a saved card at the bank (unBindCard.do) and here', onRequest },
    async (request) => {
      const userId = currentUser(request).sub;
      await removeSavedCard(deps, userId, request.params.id, options.onSavedCardRemoved);
      return { message: translator(request.lang)('saved_card_removed', { ns: 'messages' }) };
    },
  );

  register(r.sync, { summary: 'Ask the bank about an order and settle it', onRequest }, (request) =>
    syncPayment(deps, currentUser(request).sub, request.params.orderId, request.lang),
  );

  // The bank's callback: only a hint to settle now; what counts is what the gateway then says.
  register(
    paymentCallbackRoutes.callback,
    { summary: 'Signed notification from the bank (RBS callback)' },
    async (request, reply) => {
      await settleFromCallback(deps, request.query);
      return reply.type('text/plain').send('OK');
    },
  );
};
