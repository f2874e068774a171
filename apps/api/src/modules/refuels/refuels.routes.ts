import { refuelsRoutes as r } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotentInTransaction } from '../../idempotency/idempotency';
import { errorReplies } from '../../lib/error-replies';
import { currentUser } from '../../plugins/authenticate';
import { cancelRefuel, createRefuel, listRefuels } from './refuels.service';

const tags = ['refuelling'];
const security = [{ bearer: [] }];
const errors = errorReplies(400, 401, 404, 409, 422, 498);

export const refuelsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const deps = { db: app.database.db, events: app.events };

  app.post(
    r.create.path,
    {
      schema: {
        tags,
        security,
        summary: 'Hold a volume and get a 6-digit code for the pump (15 minutes)',
        body: r.create.body,
        response: { 200: r.create.reply, ...errors },
      },
    },
    (request, reply) => {
      const user = currentUser(request);
      return idempotentInTransaction(deps.db, request, reply, user.sub, (once) =>
        createRefuel(deps, user.sub, request.body, once),
      );
    },
  );
  app.get(
    r.list.path,
    {
      schema: {
        tags,
        security,
        summary: 'Active refuel codes and today’s finished ones',
        response: { 200: r.list.reply, ...errors },
      },
    },
    (request) => listRefuels(deps, currentUser(request).sub),
  );
  app.post(
    r.cancel.path,
    {
      schema: {
        tags,
        security,
        summary: 'Cancel an unused code; the volume returns to the balance',
        params: r.cancel.params,
        response: { 200: r.cancel.reply, ...errors },
      },
    },
    (request) => cancelRefuel(deps, currentUser(request).sub, request.params.id),
  );
};
