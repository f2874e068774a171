import { FUEL_REQUEST_RATE, friendsRoutes as f } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotentInTransaction } from '../../idempotency/idempotency';
import { routeRegistrar } from '../../lib/route-registrar';
import { currentUser } from '../../plugins/authenticate';
import { perAccountLimit } from './friends.rate-limits';
import { approveAsk, askForFuel, closeAsk, listAsks } from './fuel-requests.service';
import { sendFuel } from './transfers.service';

export const transfersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const deps = { db: app.database.db, events: app.events };
  const register = routeRegistrar(app, {
    tags: ['friends'],
    errors: [400, 401, 404, 409, 422, 498],
  });
  // Each ask is a message and a push to the friend: limited per account, as friend requests are.
  const throttleAsk = perAccountLimit(app, 'fuel-requests', FUEL_REQUEST_RATE);

  register(
    f.transfer,
    {
      summary:
        'Send whole units of fuel to an accepted friend or partner (honours Idempotency-Key)',
    },
    (request, reply) => {
      const user = currentUser(request);
      return idempotentInTransaction(deps.db, request, reply, user.sub, (once) =>
        sendFuel(deps, user.sub, request.body, request.lang, once),
      );
    },
  );
  register(
    f.fuelRequests,
    {
      summary:
        'Pending asks for fuel: `type=incoming|outgoing` for one page, none for {incoming_requests, outgoing_requests}',
    },
    (request) => listAsks(deps.db, currentUser(request).sub, request.query, request.lang),
  );
  register(
    f.askForFuel,
    {
      summary:
        'Ask a friend or partner for fuel (expires after 7 days; one open ask per fuel, 409 for a second; 20 per hour)',
      errors: [429],
      preHandler: throttleAsk,
    },
    (request) => askForFuel(deps, currentUser(request).sub, request.body, request.lang),
  );
  register(
    f.approveAsk,
    { summary: 'Approve an ask: sends the fuel as a transfer (honours Idempotency-Key)' },
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
    register(route, { summary }, (request) =>
      closeAsk(deps, currentUser(request).sub, request.body.fuel_request_id, action, request.lang),
    );
  }
};
