import { Readable } from 'node:stream';
import { transactionsRoutes as r } from '@fuel/contract';
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

  const userRoutes: FastifyPluginAsyncZod = async (user) => {
    user.addHook('onRequest', app.authenticate);
    // The names of the history's types and statuses: signed-in reads like the history itself
    // (DESIGN §3 keeps only the catalog of products and stations public).
    user.get(
      r.types.path,
      {
        schema: {
          tags,
          security,
          summary: 'Transaction types with names',
          response: { 200: r.types.reply, ...errors },
        },
      },
      (request) => transactionTypes(request.lang),
    );
    user.get(
      r.statuses.path,
      {
        schema: {
          tags,
          security,
          summary: 'Transaction statuses (ids 1–4) with names and icons',
          response: { 200: r.statuses.reply, ...errors },
        },
      },
      (request) => transactionStatuses(request.lang),
    );
    user.get(
      r.list.path,
      {
        schema: {
          tags,
          security,
          summary: 'The history, newest first, with filters',
          querystring: r.list.query,
          response: { 200: r.list.reply, ...errors },
        },
      },
      (request) => {
        const { sub } = currentUser(request);
        return app.reads.forUser(sub, (reader) =>
          listTransactions(reader, sub, request.lang, request.query),
        );
      },
    );
    user.get(
      r.export.path,
      {
        schema: {
          tags,
          security,
          summary: 'The filtered history as CSV',
          querystring: r.export.query,
        },
      },
      async (request, reply) => {
        const { sub } = currentUser(request);
        // The first page is read before the reply starts, so a failure there still answers an
        // error (and a replica that failed leaves the whole export to the primary).
        const { rows, first } = await app.reads.forUser(sub, async (reader) => {
          const rows = exportTransactionsCsv(reader, sub, request.lang, request.query);
          return { rows, first: await rows.next() };
        });
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
      r.one.path,
      {
        schema: {
          tags,
          security,
          summary: 'One transaction with its order or refuel',
          params: r.one.params,
          response: { 200: r.one.reply, ...errors },
        },
      },
      (request) => getTransaction(db, currentUser(request).sub, request.params.id, request.lang),
    );
  };
  await app.register(userRoutes);
};
