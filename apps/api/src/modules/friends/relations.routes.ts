import { FRIEND_REQUEST_RATE, friendsRoutes as f } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeRegistrar } from '../../lib/route-registrar';
import { currentUser } from '../../plugins/authenticate';
import { perAccountLimit } from './friends.rate-limits';
import {
  acceptRequest,
  endRelation,
  listConnections,
  listRequests,
  sendRequest,
} from './relations.service';

export const relationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const deps = { db: app.database.db, events: app.events };
  const register = routeRegistrar(app, { tags: ['friends'], errors: [400, 401, 404, 498] });

  // Per account, not per address: requests to strangers are the thing to slow down.
  const throttleSend = perAccountLimit(app, 'friend-requests', FRIEND_REQUEST_RATE);

  register(
    f.connections,
    { summary: 'Accepted friends (individuals) or partners (companies); search by name or ID' },
    (request) => listConnections(deps.db, currentUser(request).sub, request.query),
  );
  register(
    f.sendRequest,
    {
      summary:
        'Send a friend or partner request by the other user’s 7-digit ID (unknown and other-type IDs: the same 404; 20 per hour)',
      errors: [409, 422, 429],
      preHandler: throttleSend,
    },
    (request) => sendRequest(deps, currentUser(request).sub, request.body.user_id, request.lang),
  );
  register(
    f.requests,
    {
      summary:
        'Pending requests: `type=incoming|outgoing` for one page of one direction, none for {incoming_requests, outgoing_requests}',
    },
    (request) => listRequests(deps.db, currentUser(request).sub, request.query),
  );
  register(f.accept, { summary: 'Accept an incoming request (receiver only)' }, (request) =>
    acceptRequest(deps, currentUser(request).sub, request.body.user_relation_id, request.lang),
  );
  const ending = [
    [f.reject, 'reject', 'Reject an incoming request (receiver only)'],
    [f.cancel, 'cancel', 'Cancel an outgoing request (sender only)'],
    [f.remove, 'remove', 'Remove a friend or partner (either side)'],
  ] as const;
  for (const [route, action, summary] of ending) {
    register(route, { summary }, (request) =>
      endRelation(
        deps,
        currentUser(request).sub,
        request.body.user_relation_id,
        action,
        request.lang,
      ),
    );
  }
};
