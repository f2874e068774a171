import {
  cardOrderBodySchema,
  cardOrderSchema,
  cardOrdersQuerySchema,
  cardOrdersReplySchema,
} from './card-orders';
import {
  cardAddBodySchema,
  cardDeleteReplySchema,
  cardLoadBodySchema,
  cardMoveReplySchema,
  cardSchema,
  cardsQuerySchema,
  cardsReplySchema,
  cardTransactionsQuerySchema,
  cardTransferBodySchema,
  cardUpdateBodySchema,
} from './cards';
import { idParamsSchema } from './list';
import { defineRoutes } from './route';
import { transactionsReplySchema } from './transactions';

const byId = { params: idParamsSchema };

/** Company fuel cards and their orders. */
export const cardsRoutes = defineRoutes({
  orders: {
    method: 'GET',
    path: '/user/card-orders',
    query: cardOrdersQuerySchema,
    reply: cardOrdersReplySchema,
  },
  getOrder: { method: 'GET', path: '/user/card-orders/:id', ...byId, reply: cardOrderSchema },
  order: {
    method: 'POST',
    path: '/user/card-orders',
    body: cardOrderBodySchema,
    reply: cardOrderSchema,
    status: 201,
  },
  cancelOrder: {
    method: 'POST',
    path: '/user/card-orders/:id/cancel',
    ...byId,
    reply: cardOrderSchema,
  },
  list: { method: 'GET', path: '/user/cards', query: cardsQuerySchema, reply: cardsReplySchema },
  get: { method: 'GET', path: '/user/cards/:id', ...byId, reply: cardSchema },
  add: {
    method: 'POST',
    path: '/user/cards',
    body: cardAddBodySchema,
    reply: cardSchema,
    status: 201,
  },
  update: {
    method: 'PATCH',
    path: '/user/cards/:id',
    ...byId,
    body: cardUpdateBodySchema,
    reply: cardSchema,
  },
  block: { method: 'POST', path: '/user/cards/:id/block', ...byId, reply: cardSchema },
  unblock: { method: 'POST', path: '/user/cards/:id/unblock', ...byId, reply: cardSchema },
  load: {
    method: 'POST',
    path: '/user/cards/:id/load',
    ...byId,
    body: cardLoadBodySchema,
    reply: cardMoveReplySchema,
  },
  unload: {
    method: 'POST',
    path: '/user/cards/transfer/:id',
    ...byId,
    body: cardTransferBodySchema,
    reply: cardMoveReplySchema,
  },
  remove: { method: 'DELETE', path: '/user/cards/:id', ...byId, reply: cardDeleteReplySchema },
  transactions: {
    method: 'GET',
    path: '/user/cards/:id/transactions',
    ...byId,
    query: cardTransactionsQuerySchema,
    reply: transactionsReplySchema,
  },
});
