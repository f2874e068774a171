import { cardsRoutes as c } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotent } from '../../idempotency/idempotency';
import { errorReplies } from '../../lib/error-replies';
import { deleteCard, loadCard, moveBack } from './card-fuel.service';
import { cancelCardOrder, getCardOrder, listCardOrders, orderCards } from './card-orders.service';
import { cardScopeOf, companyOf, keepToCardScope } from './cards.guard';
import {
  addCard,
  editCard,
  getCard,
  listCards,
  listCardTransactions,
  setBlocked,
} from './cards.service';

const tags = ['cards'];
const security = [{ bearer: [] }];
const errors = errorReplies(400, 401, 403, 404, 409, 422, 429, 498);
const s = <T extends object>(summary: string, rest: T) => ({ tags, security, summary, ...rest });

/** Company fuel cards and their orders (DESIGN §5.7); an individual is answered 403. */
export const cardsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  // Before the body is read: an individual hears 403 whatever it sent, not what its body lacks.
  app.addHook('onRequest', async (r) => {
    companyOf(r);
  });
  const db = app.database.db;
  app.addHook('onRequest', keepToCardScope(db));
  const deps = { db, events: app.events };
  // Wrong activations are counted per company in the service (CARD_LIMITS.activationAttempts an
  // hour); this bounds how fast one address may try at all.
  const addLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  app.get(
    c.orders.path,
    {
      schema: s('The company’s card orders, newest first', {
        querystring: c.orders.query,
        response: { 200: c.orders.reply, ...errors },
      }),
    },
    (r) => listCardOrders(db, companyOf(r), r.lang, r.query),
  );
  app.get(
    c.getOrder.path,
    {
      schema: s('One card order with its steps', {
        params: c.getOrder.params,
        response: { 200: c.getOrder.reply, ...errors },
      }),
    },
    (r) => getCardOrder(db, companyOf(r), r.params.id, r.lang),
  );
  app.post(
    c.order.path,
    {
      schema: s('Order plastic cards (quantity, delivery, note)', {
        body: c.order.body,
        response: { 201: c.order.reply, ...errors },
      }),
    },
    async (r, reply) => {
      const order = await orderCards(db, companyOf(r), r.body, r.lang);
      return reply.status(201).send(order);
    },
  );
  app.post(
    c.cancelOrder.path,
    {
      schema: s('Cancel an order not yet in production', {
        params: c.cancelOrder.params,
        response: { 200: c.cancelOrder.reply, ...errors },
      }),
    },
    (r) => cancelCardOrder(deps, companyOf(r), r.params.id, r.lang),
  );

  app.get(
    c.list.path,
    {
      schema: s('The company’s fuel cards (status filter, search by number, name or plate)', {
        querystring: c.list.query,
        response: { 200: c.list.reply, ...errors },
      }),
    },
    (r) => listCards(db, companyOf(r), r.lang, r.query, cardScopeOf(r)),
  );
  app.get(
    c.get.path,
    { schema: s('One card', { params: c.get.params, response: { 200: c.get.reply, ...errors } }) },
    (r) => getCard(db, companyOf(r), r.params.id, r.lang, cardScopeOf(r)),
  );
  app.post(
    c.add.path,
    {
      config: addLimit,
      schema: s('Add a card by its number and activation code', {
        body: c.add.body,
        response: { 201: c.add.reply, ...errors },
      }),
    },
    async (r, reply) => {
      const card = await addCard(deps, companyOf(r), r.body, r.lang);
      return reply.status(201).send(card);
    },
  );
  app.patch(
    c.update.path,
    {
      schema: s('Change name, vehicle, funding, products and limits, or the PIN', {
        params: c.update.params,
        body: c.update.body,
        response: { 200: c.update.reply, ...errors },
      }),
    },
    (r) => editCard(deps, companyOf(r), r.params.id, r.body, r.lang, cardScopeOf(r)),
  );
  app.post(
    c.block.path,
    {
      schema: s('Block the card at every pump', {
        params: c.block.params,
        response: { 200: c.block.reply, ...errors },
      }),
    },
    (r) => setBlocked(deps, companyOf(r), r.params.id, true, r.lang),
  );
  app.post(
    c.unblock.path,
    {
      schema: s('Unblock the card', {
        params: c.unblock.params,
        response: { 200: c.unblock.reply, ...errors },
      }),
    },
    (r) => setBlocked(deps, companyOf(r), r.params.id, false, r.lang),
  );
  app.post(
    c.load.path,
    {
      schema: s('Load fuel from the company onto the card (Idempotency-Key)', {
        params: c.load.params,
        body: c.load.body,
        response: { 200: c.load.reply, ...errors },
      }),
    },
    (r, reply) => {
      const company = companyOf(r);
      return idempotent(db, r, reply, company, () =>
        loadCard(deps, company, r.params.id, r.body, r.lang),
      );
    },
  );
  app.post(
    c.unload.path,
    {
      schema: s('Move fuel from the card back to the company (Idempotency-Key)', {
        params: c.unload.params,
        body: c.unload.body,
        response: { 200: c.unload.reply, ...errors },
      }),
    },
    (r, reply) => {
      const company = companyOf(r);
      return idempotent(db, r, reply, company, () =>
        moveBack(deps, company, r.params.id, r.body, r.lang),
      );
    },
  );
  app.delete(
    c.remove.path,
    {
      schema: s('Return the card’s fuel to the company and close it for good', {
        params: c.remove.params,
        response: { 200: c.remove.reply, ...errors },
      }),
    },
    (r) => deleteCard(deps, companyOf(r), r.params.id, r.lang),
  );
  app.get(
    c.transactions.path,
    {
      schema: s('The card’s own history, newest first', {
        params: c.transactions.params,
        querystring: c.transactions.query,
        response: { 200: c.transactions.reply, ...errors },
      }),
    },
    (r) => listCardTransactions(db, companyOf(r), r.params.id, r.lang, r.query, cardScopeOf(r)),
  );
};
