import {
  idParamsSchema,
  messageReplySchema,
  notificationSchema,
  notificationsQuerySchema,
  notificationsReplySchema,
} from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../lib/error-replies';
import { translator } from '../../lib/i18n';
import { currentUser } from '../../plugins/authenticate';
import { listNotifications, readNotification, removeNotification } from './notifications.service';

const tags = ['notifications'];
const security = [{ bearer: [] }];
const errors = errorReplies(400, 401, 404, 498);

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const db = app.database.db;
  app.get(
    '/user/notifications',
    {
      schema: {
        tags,
        security,
        summary: 'Messages, newest first, with the unread count',
        querystring: notificationsQuerySchema,
        response: { 200: notificationsReplySchema, ...errors },
      },
    },
    (request) => listNotifications(db, currentUser(request).sub, request.lang, request.query),
  );
  app.patch(
    '/user/notifications/read/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Mark a message read',
        params: idParamsSchema,
        response: { 200: notificationSchema, ...errors },
      },
    },
    (request) => readNotification(db, currentUser(request).sub, request.params.id, request.lang),
  );
  app.delete(
    '/user/notifications/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a message',
        params: idParamsSchema,
        response: { 200: messageReplySchema, ...errors },
      },
    },
    async (request) => {
      await removeNotification(db, currentUser(request).sub, request.params.id);
      return { message: translator(request.lang)('notification_removed', { ns: 'messages' }) };
    },
  );
};
