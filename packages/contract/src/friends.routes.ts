import { messageReplySchema } from './auth';
import {
  connectionsQuerySchema,
  connectionsReplySchema,
  friendRequestSendBodySchema,
  friendRequestSendReplySchema,
  friendRequestsQuerySchema,
  friendRequestsReplySchema,
  fuelRequestApproveReplySchema,
  fuelRequestBodySchema,
  fuelRequestCreateReplySchema,
  fuelRequestIdBodySchema,
  fuelRequestsQuerySchema,
  fuelRequestsReplySchema,
  relationAcceptReplySchema,
  relationBodySchema,
  transferBodySchema,
  transferReplySchema,
} from './friends';
import { defineRoutes } from './route';

const endRelation = {
  method: 'DELETE',
  body: relationBodySchema,
  reply: messageReplySchema,
} as const;
const closeAsk = {
  method: 'DELETE',
  body: fuelRequestIdBodySchema,
  reply: messageReplySchema,
} as const;

/** Friends (individuals) and partners (companies), their requests, and the fuel sent between them. */
export const friendsRoutes = defineRoutes({
  connections: {
    method: 'GET',
    path: '/user/connections',
    query: connectionsQuerySchema,
    reply: connectionsReplySchema,
  },
  sendRequest: {
    method: 'POST',
    path: '/user/friend-requests/send',
    body: friendRequestSendBodySchema,
    reply: friendRequestSendReplySchema,
  },
  requests: {
    method: 'GET',
    path: '/user/friend-requests',
    query: friendRequestsQuerySchema,
    reply: friendRequestsReplySchema,
  },
  accept: {
    method: 'PUT',
    path: '/user/friend-requests/accept',
    body: relationBodySchema,
    reply: relationAcceptReplySchema,
  },
  reject: { ...endRelation, path: '/user/friend-requests/reject' },
  cancel: { ...endRelation, path: '/user/friend-requests/cancel' },
  remove: { ...endRelation, path: '/user/remove-friend' },
  transfer: {
    method: 'POST',
    path: '/user/transfer',
    body: transferBodySchema,
    reply: transferReplySchema,
  },
  fuelRequests: {
    method: 'GET',
    path: '/user/fuel-requests',
    query: fuelRequestsQuerySchema,
    reply: fuelRequestsReplySchema,
  },
  askForFuel: {
    method: 'POST',
    path: '/user/fuel-requests',
    body: fuelRequestBodySchema,
    reply: fuelRequestCreateReplySchema,
  },
  approveAsk: {
    method: 'PUT',
    path: '/user/fuel-requests/approve',
    body: fuelRequestIdBodySchema,
    reply: fuelRequestApproveReplySchema,
  },
  declineAsk: { ...closeAsk, path: '/user/fuel-requests/decline' },
  withdrawAsk: { ...closeAsk, path: '/user/fuel-requests/withdraw' },
});
