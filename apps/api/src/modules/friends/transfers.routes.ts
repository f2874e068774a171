import { FUEL_REQUEST_RATE, friendsRoutes as f } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotentInTransaction } from '../../idempotency/idempotency';
import { errorReplies } from '../../lib/error-replies';
import { currentUser } from '../../plugins/authenticate';
import { perAccountLimit } from './friends.rate-limits';
import { approveAsk, askForFuel, closeAsk, listAsks } from './fuel-requests.service';
import { sendFuel } from './transfers.service';

const tags = ['friends'];
const security = [{ bearer: [] }];
const errors = errorReplies(400, 401, 404, 409, 422, 498);

export const transfersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const deps = { db: app.database.db, events: app.events };
  // Each ask is a message and a push to the friend: limited per account, as friend requests are.
  const throttleAsk = perAccountLimit(app, 'fuel-requests', FUEL_REQUEST_RATE);

  app.post(
    f.transfer.path,
    {
      schema: {
        tags,
        security,
        summary:
          'Send whole units of fuel to an accepted friend or partner (honours Idempotency-Key)',
        body: f.transfer.body,
        response: { 200: f.transfer.reply, ...errors },
      },
    },
    (request, reply) => {
      const user = currentUser(request);
      return idempotentInTransaction(deps.db, request, reply, user.sub, (once) =>
        sendFuel(deps, user.sub, request.body, request.lang, once),
      );
    },
  );
  app.get(
    f.fuelRequests.path,
    {
      schema: {
        tags,
        security,
        summary:
          'Pending asks for fuel: `type=incoming|outgoing` for one page, none for {incoming_requests, outgoing_requests}',
        querystring: f.fuelRequests.query,
        response: { 200: f.fuelRequests.reply, ...errors },
      },
    },
    (request) => listAsks(deps.db, currentUser(request).sub, request.query, request.lang),
  );
  app.post(
    f.askForFuel.path,
    {
      preHandler: throttleAsk,
      schema: {
        tags,
        security,
        summary:
          'Ask a friend or partner for fuel (expires after 7 days; one open ask per fuel, 409 for a second; 20 per hour)',
        body: f.askForFuel.body,
        response: { 200: f.askForFuel.reply, ...errorReplies(429), ...errors },
      },
    },
    (request) => askForFuel(deps, currentUser(request).sub, request.body, request.lang),
  );
  app.put(
    f.approveAsk.path,
    {
      schema: {
        tags,
        security,
        summary: 'Approve an ask: sends the fuel as a transfer (honours Idempotency-Key)',
        body: f.approveAsk.body,
        response: { 200: f.approveAsk.reply, ...errors },
      },
    },
    (request, reply) => {
      const user = currentUser(request);
      return idempotentInTransaction(deps.db, request, reply, user.sub, (once) =>
        approveAsk(deps, user.sub, request.body.fuel_request_id, request.lang, once),
      );
    },
  );
  const closing = [
    [f.declineAsk, 'decline', 'Decline an ask for fuel (the one asked)'],
    [f.withdrawAsk, 'withdraw', 'Withdraw your own ask for fuel'],
  ] as const;
  for (const [route, action, summary] of closing) {
    app.delete(
      route.path,
      {
        schema: {
          tags,
          security,
          summary,
          body: route.body,
          response: { 200: route.reply, ...errors },
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
