import {
  cardAddBodySchema,
  cardDeleteReplySchema,
  cardLoadBodySchema,
  cardMoveReplySchema,
  cardOrderBodySchema,
  cardOrderSchema,
  cardOrdersQuerySchema,
  cardOrdersReplySchema,
  cardSchema,
  cardsQuerySchema,
  cardsReplySchema,
  cardTransactionsQuerySchema,
  cardTransferBodySchema,
  cardUpdateBodySchema,
  idParamsSchema,
  transactionsReplySchema,
} from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotent } from '../../idempotency/idempotency';
import { errorReplies } from '../../lib/error-replies';
import { deleteCard, loadCard, moveBack } from './card-fuel.service';
import { cancelCardOrder, getCardOrder, listCardOrders, orderCards } from './card-orders.service';
import { companyOf } from './cards.guard';
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
  const db = app.database.db;
  const deps = { db, events: app.events };
  const byId = { params: idParamsSchema };
  // Guessing activation codes is slow work: a few tries a minute per company.
  const addLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

  app.get(
    '/user/card-orders',
    {
      schema: s('The company’s card orders, newest first', {
        querystring: cardOrdersQuerySchema,
        response: { 200: cardOrdersReplySchema, ...errors },
      }),
    },
    (r) => listCardOrders(db, companyOf(r), r.lang, r.query),
  );
  app.get(
    '/user/card-orders/:id',
    {
      schema: s('One card order with its steps', {
        ...byId,
        response: { 200: cardOrderSchema, ...errors },
      }),
    },
    (r) => getCardOrder(db, companyOf(r), r.params.id, r.lang),
  );
  app.post(
    '/user/card-orders',
    {
      schema: s('Order plastic cards (quantity, delivery, note)', {
        body: cardOrderBodySchema,
        response: { 201: cardOrderSchema, ...errors },
      }),
    },
    async (r, reply) => {
      const order = await orderCards(db, companyOf(r), r.body, r.lang);
      return reply.status(201).send(order);
    },
  );
  app.post(
    '/user/card-orders/:id/cancel',
    {
      schema: s('Cancel an order not yet in production', {
        ...byId,
        response: { 200: cardOrderSchema, ...errors },
      }),
    },
    (r) => cancelCardOrder(deps, companyOf(r), r.params.id, r.lang),
  );

  app.get(
    '/user/cards',
    {
      schema: s('The company’s fuel cards (status filter, search by number, name or plate)', {
        querystring: cardsQuerySchema,
        response: { 200: cardsReplySchema, ...errors },
      }),
    },
    (r) => listCards(db, companyOf(r), r.lang, r.query),
  );
  app.get(
    '/user/cards/:id',
    { schema: s('One card', { ...byId, response: { 200: cardSchema, ...errors } }) },
    (r) => getCard(db, companyOf(r), r.params.id, r.lang),
  );
  app.post(
    '/user/cards',
    {
      config: addLimit,
      schema: s('Add a card by its number and activation code', {
        body: cardAddBodySchema,
        response: { 201: cardSchema, ...errors },
      }),
    },
    async (r, reply) => {
      const card = await addCard(deps, companyOf(r), r.body, r.lang);
      return reply.status(201).send(card);
    },
  );
  app.patch(
    '/user/cards/:id',
    {
      schema: s('Change name, vehicle, funding, products and limits, or the PIN', {
        ...byId,
        body: cardUpdateBodySchema,
        response: { 200: cardSchema, ...errors },
      }),
    },
    (r) => editCard(deps, companyOf(r), r.params.id, r.body, r.lang),
  );
  app.post(
    '/user/cards/:id/block',
    {
      schema: s('Block the card at every pump', {
        ...byId,
        response: { 200: cardSchema, ...errors },
      }),
    },
    (r) => setBlocked(deps, companyOf(r), r.params.id, true, r.lang),
  );
  app.post(
    '/user/cards/:id/unblock',
    { schema: s('Unblock the card', { ...byId, response: { 200: cardSchema, ...errors } }) },
    (r) => setBlocked(deps, companyOf(r), r.params.id, false, r.lang),
  );
  app.post(
    '/user/cards/:id/load',
    {
      schema: s('Load fuel from the company onto the card (Idempotency-Key)', {
        ...byId,
        body: cardLoadBodySchema,
        response: { 200: cardMoveReplySchema, ...errors },
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
    '/user/cards/transfer/:id',
    {
      schema: s('Move fuel from the card back to the company (Idempotency-Key)', {
        ...byId,
        body: cardTransferBodySchema,
        response: { 200: cardMoveReplySchema, ...errors },
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
    '/user/cards/:id',
    {
      schema: s('Return the card’s fuel to the company and close it for good', {
        ...byId,
        response: { 200: cardDeleteReplySchema, ...errors },
      }),
    },
    (r) => deleteCard(deps, companyOf(r), r.params.id, r.lang),
  );
  app.get(
    '/user/cards/:id/transactions',
    {
      schema: s('The card’s own history, newest first', {
        ...byId,
        querystring: cardTransactionsQuerySchema,
        response: { 200: transactionsReplySchema, ...errors },
      }),
    },
    (r) => listCardTransactions(db, companyOf(r), r.params.id, r.lang, r.query),
  );
};
