import { errorBodySchema, dashboardRoutes as r } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/authenticate';
import { dashboard } from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    r.get.path,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        security: [{ bearer: [] }],
        summary:
          'The Main screen: balances, vehicles, connections, friends, partners, transactions',
        response: { 200: r.get.reply, 401: errorBodySchema, 498: errorBodySchema },
      },
    },
    (request) => dashboard(app.database.db, currentUser(request), request.lang),
  );
};
