import { refuelsRoutes as r } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotentInTransaction } from '../../idempotency/idempotency';
import { routeRegistrar } from '../../lib/route-registrar';
import { currentUser } from '../../plugins/authenticate';
import { cancelRefuel, createRefuel, listRefuels } from './refuels.service';

export const refuelsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const deps = { db: app.database.db, events: app.events };
  const register = routeRegistrar(app, {
    tags: ['refuelling'],
    errors: [400, 401, 404, 409, 422, 498],
  });

  register(
    r.create,
    { summary: 'Hold a volume and get a 6-digit code for the pump (15 minutes)' },
    (request, reply) => {
      const user = currentUser(request);
      return idempotentInTransaction(deps.db, request, reply, user.sub, (once) =>
        createRefuel(deps, user.sub, request.body, once),
      );
    },
  );
  register(r.list, { summary: 'Active refuel codes and today’s finished ones' }, (request) =>
    listRefuels(deps, currentUser(request).sub),
  );
  register(
    r.cancel,
    { summary: 'Cancel an unused code; the volume returns to the balance' },
    (request) => cancelRefuel(deps, currentUser(request).sub, request.params.id),
  );
};
