import {
  fuelRequestApproveReplySchema,
  fuelRequestBodySchema,
  fuelRequestCreateReplySchema,
  fuelRequestIdBodySchema,
  fuelRequestsQuerySchema,
  fuelRequestsReplySchema,
  messageReplySchema,
  transferBodySchema,
  transferReplySchema,
} from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotent } from '../../idempotency/idempotency';
import { errorReplies } from '../../lib/error-replies';
import { currentUser } from '../../plugins/authenticate';
import { approveAsk, askForFuel, closeAsk, listAsks } from './fuel-requests.service';
import { sendFuel } from './transfers.service';

const tags = ['friends'];
const security = [{ bearer: [] }];
const errors = errorReplies(400, 401, 404, 409, 422, 498);

export const transfersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const deps = { db: app.database.db, events: app.events };

  app.post(
    '/user/transfer',
    {
      schema: {
        tags,
        security,
        summary:
          'Send whole units of fuel to an accepted friend or partner (honours Idempotency-Key)',
        body: transferBodySchema,
        response: { 200: transferReplySchema, ...errors },
      },
    },
    (request, reply) => {
      const user = currentUser(request);
      return idempotent(deps.db, request, reply, user.sub, () =>
        sendFuel(deps, user.sub, request.body, request.lang),
      );
    },
  );
  app.get(
    '/user/fuel-requests',
    {
      schema: {
        tags,
        security,
        summary:
          'Pending asks for fuel: `type=incoming|outgoing` for one page, none for {incoming_requests, outgoing_requests}',
        querystring: fuelRequestsQuerySchema,
        response: { 200: fuelRequestsReplySchema, ...errors },
      },
    },
    (request) => listAsks(deps.db, currentUser(request).sub, request.query, request.lang),
  );
  app.post(
    '/user/fuel-requests',
    {
      schema: {
        tags,
        security,
        summary: 'Ask a friend or partner for fuel (expires after 7 days)',
        body: fuelRequestBodySchema,
        response: { 200: fuelRequestCreateReplySchema, ...errors },
      },
    },
    (request) => askForFuel(deps, currentUser(request).sub, request.body, request.lang),
  );
  app.put(
    '/user/fuel-requests/approve',
    {
      schema: {
        tags,
        security,
        summary: 'Approve an ask: sends the fuel as a transfer (honours Idempotency-Key)',
        body: fuelRequestIdBodySchema,
        response: { 200: fuelRequestApproveReplySchema, ...errors },
      },
    },
    (request, reply) => {
      const user = currentUser(request);
      return idempotent(deps.db, request, reply, user.sub, () =>
        approveAsk(deps, user.sub, request.body.fuel_request_id, request.lang),
      );
    },
  );
  const closing = [
    ['/user/fuel-requests/decline', 'decline', 'Decline an ask for fuel (the one asked)'],
    ['/user/fuel-requests/withdraw', 'withdraw', 'Withdraw your own ask for fuel'],
  ] as const;
  for (const [url, action, summary] of closing) {
    app.delete(
      url,
      {
        schema: {
          tags,
          security,
          summary,
          body: fuelRequestIdBodySchema,
          response: { 200: messageReplySchema, ...errors },
        },
      },
      (request) =>
        closeAsk(
          deps,
          currentUser(request).sub,
          request.body.fuel_request_id,
          action,
          request.lang,
        ),
    );
  }
};
