import { Readable } from 'node:stream';
import { transactionsRoutes as r } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeRegistrar } from '../../lib/route-registrar';
import { currentUser } from '../../plugins/authenticate';
import { exportTransactionsCsv } from './transactions.export';
import {
  getTransaction,
  listTransactions,
  transactionStatuses,
  transactionTypes,
} from './transactions.service';

export const transactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  const userRoutes: FastifyPluginAsyncZod = async (user) => {
    user.addHook('onRequest', app.authenticate);
    const register = routeRegistrar(user, {
      tags: ['transactions'],
      errors: [400, 401, 404, 498],
    });
    // The names of the history's types and statuses: signed-in reads like the history itself
    // (DESIGN §3 keeps only the catalog of products and stations public).
    register(r.types, { summary: 'Transaction types with names' }, (request) =>
      transactionTypes(request.lang),
    );
    register(
      r.statuses,
      { summary: 'Transaction statuses (ids 1–4) with names and icons' },
      (request) => transactionStatuses(request.lang),
    );
    register(r.list, { summary: 'The history, newest first, with filters' }, (request) => {
      const { sub } = currentUser(request);
      return app.reads.forUser(sub, (reader) =>
        listTransactions(reader, sub, request.lang, request.query),
      );
    });
    register(r.export, { summary: 'The filtered history as CSV' }, async (request, reply) => {
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
    });
    register(r.one, { summary: 'One transaction with its order or refuel' }, (request) =>
      getTransaction(db, currentUser(request).sub, request.params.id, request.lang),
    );
  };
  await app.register(userRoutes);
};
