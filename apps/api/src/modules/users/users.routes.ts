import { usersRoutes as r } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translator } from '../../lib/i18n';
import { routeRegistrar } from '../../lib/route-registrar';
import { currentUser } from '../../plugins/authenticate';
import { getMe, subscribePush, unsubscribePush } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const db = app.database.db;
  const register = routeRegistrar(app, { tags: ['user'], errors: [400, 401, 498] });

  register(r.me, { summary: 'The signed-in user' }, (request) =>
    getMe(db, currentUser(request).sub, request.lang),
  );
  register(
    r.subscribePush,
    { summary: 'Save this browser’s Web Push subscription' },
    async (request) => {
      await subscribePush(db, currentUser(request).sub, request.body);
      return { message: translator(request.lang)('push_saved', { ns: 'messages' }) };
    },
  );
  register(
    r.unsubscribePush,
    { summary: 'Forget this browser’s Web Push subscription' },
    async (request) => {
      await unsubscribePush(db, currentUser(request).sub, request.body.endpoint);
      return { message: translator(request.lang)('push_removed', { ns: 'messages' }) };
    },
  );
};
