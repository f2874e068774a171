import { messageReplySchema } from './auth';
import { idParamsSchema } from './list';
import {
  notificationSchema,
  notificationsQuerySchema,
  notificationsReplySchema,
} from './notifications';
import { defineRoutes } from './route';

/** The user's messages (the bell and the Messages page). */
export const notificationsRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: '/user/notifications',
    query: notificationsQuerySchema,
    reply: notificationsReplySchema,
  },
  markRead: {
    method: 'PATCH',
    path: '/user/notifications/read/:id',
    params: idParamsSchema,
    reply: notificationSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/user/notifications/:id',
    params: idParamsSchema,
    reply: messageReplySchema,
  },
});
