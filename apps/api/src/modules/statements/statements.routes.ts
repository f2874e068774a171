import { type Language, statementsRoutes as r } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeRegistrar } from '../../lib/route-registrar';
import { currentUser } from '../../plugins/authenticate';
import { statementCsv } from './statements.csv';
import { statementPdf } from './statements.pdf';
import { getStatement } from './statements.service';
import { statementXlsx } from './statements.xlsx';

export const statementsRoutes: FastifyPluginAsyncZod = async (app) => {
  // A read that may lag: on the replica once it has the account's own writes.
  const statementOf = (userId: string, month: string, lang: Language) =>
    app.reads.forUser(userId, (db) => getStatement(db, userId, month, lang));
  app.addHook('onRequest', app.authenticate);
  const register = routeRegistrar(app, {
    tags: ['statements'],
    errors: [400, 401, 403, 422, 498],
  });
  register(
    r.get,
    {
      summary:
        'A month’s statement (Yerevan calendar): per product opening, purchases, transfers, refuels, closing and drams paid',
    },
    (request) => statementOf(currentUser(request).sub, request.params.month, request.lang),
  );
  register(
    r.csv,
    { summary: 'A month’s statement as CSV, in the request language' },
    async (request, reply) => {
      const { month } = request.params;
      const statement = await statementOf(currentUser(request).sub, month, request.lang);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="statement-${month}.csv"`)
        .send(statementCsv(statement, request.lang));
    },
  );
  register(
    r.pdf,
    { summary: 'A month’s statement as PDF (fonts embedded), in the request language' },
    async (request, reply) => {
      const { month } = request.params;
      const statement = await statementOf(currentUser(request).sub, month, request.lang);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="statement-${month}.pdf"`)
        .send(await statementPdf(statement, request.lang));
    },
  );
  register(
    r.xlsx,
    {
      summary:
        'A month’s statement as a spreadsheet (.xlsx, figures as numbers), in the request language',
    },
    async (request, reply) => {
      const { month } = request.params;
      const statement = await statementOf(currentUser(request).sub, month, request.lang);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="statement-${month}.xlsx"`)
        .send(await statementXlsx(statement, request.lang));
    },
  );
};
