import {
  idParamsSchema,
  refuelCreateBodySchema,
  refuelListReplySchema,
  refuelSchema,
} from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotent } from '../../idempotency/idempotency';
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
    '/user/refuels',
    {
      schema: {
        tags,
        security,
        summary: 'Hold a volume and get a 6-digit code for the pump (15 minutes)',
        body: refuelCreateBodySchema,
        response: { 200: refuelSchema, ...errors },
      },
    },
    (request, reply) => {
      const user = currentUser(request);
      return idempotent(deps.db, request, reply, user.sub, () =>
        createRefuel(deps, user.sub, request.body, request.lang),
      );
    },
  );
  app.get(
    '/user/refuels',
    {
      schema: {
        tags,
        security,
        summary: 'Active refuel codes and today’s finished ones',
        response: { 200: refuelListReplySchema, ...errors },
      },
    },
    (request) => listRefuels(deps, currentUser(request).sub),
  );
  app.post(
    '/user/refuels/:id/cancel',
    {
      schema: {
        tags,
        security,
        summary: 'Cancel an unused code; the volume returns to the balance',
        params: idParamsSchema,
        response: { 200: refuelSchema, ...errors },
      },
    },
    (request) => cancelRefuel(deps, currentUser(request).sub, request.params.id),
  );
};
