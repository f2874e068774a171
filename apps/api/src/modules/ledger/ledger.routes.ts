import { errorBodySchema, ledgerRoutes as r } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/authenticate';
import { productBalances } from './balances.service';

export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.get(
    r.balances.path,
    {
      schema: {
        tags: ['balances'],
        security: [{ bearer: [] }],
        summary: 'Fuel balances per product: spendable and held',
        response: { 200: r.balances.reply, 401: errorBodySchema, 498: errorBodySchema },
      },
    },
    (request) => productBalances(app.database.db, currentUser(request).sub, request.lang),
  );
};
