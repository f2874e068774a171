import { notificationsRoutes as r } from '@fuel/contract';
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
    r.list.path,
    {
      schema: {
        tags,
        security,
        summary: 'Messages, newest first, with the unread count',
        querystring: r.list.query,
        response: { 200: r.list.reply, ...errors },
      },
    },
    (request) => listNotifications(db, currentUser(request).sub, request.lang, request.query),
  );
  app.patch(
    r.markRead.path,
    {
      schema: {
        tags,
        security,
        summary: 'Mark a message read',
        params: r.markRead.params,
        response: { 200: r.markRead.reply, ...errors },
      },
    },
    (request) => readNotification(db, currentUser(request).sub, request.params.id, request.lang),
  );
  app.delete(
    r.remove.path,
    {
      schema: {
        tags,
        security,
        summary: 'Delete a message',
        params: r.remove.params,
        response: { 200: r.remove.reply, ...errors },
      },
    },
    async (request) => {
      await removeNotification(db, currentUser(request).sub, request.params.id);
      return { message: translator(request.lang)('notification_removed', { ns: 'messages' }) };
    },
  );
};
