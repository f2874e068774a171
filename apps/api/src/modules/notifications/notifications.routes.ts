import { notificationsRoutes as r } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translator } from '../../lib/i18n';
import { routeRegistrar } from '../../lib/route-registrar';
import { currentUser } from '../../plugins/authenticate';
import { listNotifications, readNotification, removeNotification } from './notifications.service';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const db = app.database.db;
  const register = routeRegistrar(app, { tags: ['notifications'], errors: [400, 401, 404, 498] });

  register(r.list, { summary: 'Messages, newest first, with the unread count' }, (request) =>
    listNotifications(db, currentUser(request).sub, request.lang, request.query),
  );
  register(r.markRead, { summary: 'Mark a message read' }, (request) =>
    readNotification(db, currentUser(request).sub, request.params.id, request.lang),
  );
  register(r.remove, { summary: 'Delete a message' }, async (request) => {
    await removeNotification(db, currentUser(request).sub, request.params.id);
    return { message: translator(request.lang)('notification_removed', { ns: 'messages' }) };
  });
};
