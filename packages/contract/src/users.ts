import {
  meReplySchema,
  messageReplySchema,
  pushConfigReplySchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
} from './auth';
import { defineRoutes } from './route';

export const usersRoutes = defineRoutes({
  me: { method: 'GET', path: '/user/me', reply: meReplySchema },
  subscribePush: {
    method: 'POST',
    path: '/user/fcm-token',
    body: pushSubscriptionBodySchema,
    reply: messageReplySchema,
  },
  unsubscribePush: {
    method: 'DELETE',
    path: '/user/fcm-token',
    body: pushUnsubscribeBodySchema,
    reply: messageReplySchema,
  },
  pushConfig: { method: 'GET', path: '/push/config', reply: pushConfigReplySchema },
});
