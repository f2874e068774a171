import { usersRoutes as r } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../lib/error-replies';
import { translator } from '../../lib/i18n';
import { currentUser } from '../../plugins/authenticate';
import { getMe, subscribePush, unsubscribePush } from './users.service';

const tags = ['user'];
const errors = errorReplies(400, 401, 498);

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const db = app.database.db;

  app.get(
    r.me.path,
    {
      schema: {
        tags,
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: r.me.reply, ...errors },
      },
    },
    (request) => getMe(db, currentUser(request).sub, request.lang),
  );
  app.post(
    r.subscribePush.path,
    {
      schema: {
        tags,
        summary: 'Save this browser’s Web Push subscription',
        security: [{ bearer: [] }],
        body: r.subscribePush.body,
        response: { 200: r.subscribePush.reply, ...errors },
      },
    },
    async (request) => {
      await subscribePush(db, currentUser(request).sub, request.body);
      return { message: translator(request.lang)('push_saved', { ns: 'messages' }) };
    },
  );
  app.delete(
    r.unsubscribePush.path,
    {
      schema: {
        tags,
        summary: 'Forget this browser’s Web Push subscription',
        security: [{ bearer: [] }],
        body: r.unsubscribePush.body,
        response: { 200: r.unsubscribePush.reply, ...errors },
      },
    },
    async (request) => {
      await unsubscribePush(db, currentUser(request).sub, request.body.endpoint);
      return { message: translator(request.lang)('push_removed', { ns: 'messages' }) };
    },
  );
};
