import { type Language, statementsRoutes as r } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../lib/error-replies';
import { currentUser } from '../../plugins/authenticate';
import { statementCsv } from './statements.csv';
import { statementPdf } from './statements.pdf';
import { getStatement } from './statements.service';
import { statementXlsx } from './statements.xlsx';

const tags = ['statements'];
const security = [{ bearer: [] }];
const errors = errorReplies(400, 401, 403, 422, 498);

export const statementsRoutes: FastifyPluginAsyncZod = async (app) => {
  // A read that may lag: on the replica once it has the account's own writes.
  const statementOf = (userId: string, month: string, lang: Language) =>
    app.reads.forUser(userId, (db) => getStatement(db, userId, month, lang));
  app.addHook('onRequest', app.authenticate);
  app.get(
    r.get.path,
    {
      schema: {
        tags,
        security,
        summary:
          'A month’s statement (Yerevan calendar): per product opening, purchases, transfers, refuels, closing and drams paid',
        params: r.get.params,
        response: { 200: r.get.reply, ...errors },
      },
    },
    (request) => statementOf(currentUser(request).sub, request.params.month, request.lang),
  );
  app.get(
    r.csv.path,
    {
      schema: {
        tags,
        security,
        summary: 'A month’s statement as CSV, in the request language',
        params: r.csv.params,
      },
    },
    async (request, reply) => {
      const { month } = request.params;
      const statement = await statementOf(currentUser(request).sub, month, request.lang);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="statement-${month}.csv"`)
        .send(statementCsv(statement, request.lang));
    },
  );
  app.get(
    r.pdf.path,
    {
      schema: {
        tags,
        security,
        summary: 'A month’s statement as PDF (fonts embedded), in the request language',
        params: r.pdf.params,
      },
    },
    async (request, reply) => {
      const { month } = request.params;
      const statement = await statementOf(currentUser(request).sub, month, request.lang);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="statement-${month}.pdf"`)
        .send(await statementPdf(statement, request.lang));
    },
  );
  app.get(
    r.xlsx.path,
    {
      schema: {
        tags,
        security,
        summary:
          'A month’s statement as a spreadsheet (.xlsx, figures as numbers), in the request language',
        params: r.xlsx.params,
      },
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
