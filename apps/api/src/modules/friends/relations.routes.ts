import { FRIEND_REQUEST_RATE, friendsRoutes as f } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../lib/error-replies';
import { currentUser } from '../../plugins/authenticate';
import { perAccountLimit } from './friends.rate-limits';
import {
  acceptRequest,
  endRelation,
  listConnections,
  listRequests,
  sendRequest,
} from './relations.service';

const tags = ['friends'];
const security = [{ bearer: [] }];
const errors = errorReplies(400, 401, 404, 498);

export const relationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const deps = { db: app.database.db, events: app.events };

  // Per account, not per address: requests to strangers are the thing to slow down.
  const throttleSend = perAccountLimit(app, 'friend-requests', FRIEND_REQUEST_RATE);

  app.get(
    f.connections.path,
    {
      schema: {
        tags,
        security,
        summary: 'Accepted friends (individuals) or partners (companies); search by name or ID',
        querystring: f.connections.query,
        response: { 200: f.connections.reply, ...errors },
      },
    },
    (request) => listConnections(deps.db, currentUser(request).sub, request.query),
  );
  app.post(
    f.sendRequest.path,
    {
      preHandler: throttleSend,
      schema: {
        tags,
        security,
        summary:
          'Send a friend or partner request by the other user’s 7-digit ID (unknown and other-type IDs: the same 404; 20 per hour)',
        body: f.sendRequest.body,
        response: { 200: f.sendRequest.reply, ...errorReplies(409, 422, 429), ...errors },
      },
    },
    (request) => sendRequest(deps, currentUser(request).sub, request.body.user_id, request.lang),
  );
  app.get(
    f.requests.path,
    {
      schema: {
        tags,
        security,
        summary:
          'Pending requests: `type=incoming|outgoing` for one page of one direction, none for {incoming_requests, outgoing_requests}',
        querystring: f.requests.query,
        response: { 200: f.requests.reply, ...errors },
      },
    },
    (request) => listRequests(deps.db, currentUser(request).sub, request.query),
  );
  app.put(
    f.accept.path,
    {
      schema: {
        tags,
        security,
        summary: 'Accept an incoming request (receiver only)',
        body: f.accept.body,
        response: { 200: f.accept.reply, ...errors },
      },
    },
    (request) =>
      acceptRequest(deps, currentUser(request).sub, request.body.user_relation_id, request.lang),
  );
  const ending = [
    [f.reject, 'reject', 'Reject an incoming request (receiver only)'],
    [f.cancel, 'cancel', 'Cancel an outgoing request (sender only)'],
    [f.remove, 'remove', 'Remove a friend or partner (either side)'],
  ] as const;
  for (const [route, action, summary] of ending) {
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
