import { dashboardRoutes as r } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeRegistrar } from '../../lib/route-registrar';
import { currentUser } from '../../plugins/authenticate';
import { dashboard } from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  routeRegistrar(app, { tags: ['user'], errors: [401, 498] })(
    r.get,
    {
      summary: 'The Main screen: balances, vehicles, connections, friends, partners, transactions',
      onRequest: app.authenticate,
    },
    (request) => dashboard(app.database.db, currentUser(request), request.lang),
  );
};
