import { Readable } from 'node:stream';
import {
  idParamsSchema,
  transactionDetailSchema,
  transactionStatusesReplySchema,
  transactionsQuerySchema,
  transactionsReplySchema,
  transactionTypesReplySchema,
} from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../lib/error-replies';
import { currentUser } from '../../plugins/authenticate';
import { exportTransactionsCsv } from './transactions.export';
import {
  getTransaction,
  listTransactions,
  transactionStatuses,
  transactionTypes,
} from './transactions.service';

const tags = ['transactions'];
const security = [{ bearer: [] }];
const errors = errorReplies(400, 401, 404, 498);

export const transactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/transaction-types',
    {
      schema: {
        tags,
        summary: 'Transaction types with names',
        response: { 200: transactionTypesReplySchema },
      },
    },
    (request) => transactionTypes(request.lang),
  );
  app.get(
    '/transaction-statuses',
    {
      schema: {
        tags,
        summary: 'Transaction statuses (ids 1–4) with names and icons',
        response: { 200: transactionStatusesReplySchema },
      },
    },
    (request) => transactionStatuses(request.lang),
  );

  const userRoutes: FastifyPluginAsyncZod = async (user) => {
    user.addHook('onRequest', app.authenticate);
    user.get(
      '/user/transactions',
      {
        schema: {
          tags,
          security,
          summary: 'The history, newest first, with filters',
          querystring: transactionsQuerySchema,
          response: { 200: transactionsReplySchema, ...errors },
        },
      },
      (request) => listTransactions(db, currentUser(request).sub, request.lang, request.query),
    );
    user.get(
      '/user/transactions/export',
      {
        schema: {
          tags,
          security,
          summary: 'The filtered history as CSV',
          querystring: transactionsQuerySchema,
        },
      },
      async (request, reply) => {
        const rows = exportTransactionsCsv(
          db,
          currentUser(request).sub,
          request.lang,
          request.query,
        );
        // The first page is read before the reply starts, so a failure there still answers an error.
        const first = await rows.next();
        async function* csv() {
          if (!first.done) yield first.value;
          yield* rows;
        }
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="transactions.csv"')
          .send(Readable.from(csv()));
      },
    );
    user.get(
      '/user/transactions/:id',
      {
        schema: {
          tags,
          security,
          summary: 'One transaction with its order or refuel',
          params: idParamsSchema,
          response: { 200: transactionDetailSchema, ...errors },
        },
      },
      (request) => getTransaction(db, currentUser(request).sub, request.params.id, request.lang),
    );
  };
  await app.register(userRoutes);
};
