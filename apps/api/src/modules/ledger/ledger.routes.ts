import { ledgerRoutes as r } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeRegistrar } from '../../lib/route-registrar';
import { currentUser } from '../../plugins/authenticate';
import { productBalances } from './balances.service';

export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  routeRegistrar(app, { tags: ['balances'], errors: [401, 498] })(
    r.balances,
    { summary: 'Fuel balances per product: spendable and held' },
    (request) => productBalances(app.database.db, currentUser(request).sub, request.lang),
  );
};
