import { balanceRulesRoutes as r } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../lib/error-replies';
import { translator } from '../../lib/i18n';
import { currentUser } from '../../plugins/authenticate';
import { listRules, removeRule, saveRule } from './balance-rules.service';

const tags = ['balance rules'];
const security = [{ bearer: [] }];
const errors = errorReplies(400, 401, 404, 498);

/** Low-balance alerts and automatic top-up, one rule per product. */
export const balanceRulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.addHook('onRequest', app.authenticate);

  app.get(
    r.list.path,
    {
      schema: {
        tags,
        security,
        summary: 'Low-balance alerts and automatic top-ups',
        response: { 200: r.list.reply, ...errors },
      },
    },
    (request) => listRules(db, currentUser(request).sub, request.lang),
  );

  app.put(
    r.save.path,
    {
      schema: {
        tags,
        security,
        summary: 'Set the alert and automatic top-up of a product',
        description:
          'threshold and quantity in whole units of the product, monthly_cap in drams. Saving re-activates a stopped top-up when `active` is true.',
        params: r.save.params,
        body: r.save.body,
        response: { 200: r.save.reply, ...errors },
      },
    },
    (request) =>
      saveRule(db, currentUser(request).sub, request.params.productId, request.body, request.lang),
  );

  app.delete(
    r.remove.path,
    {
      schema: {
        tags,
        security,
        summary: 'Remove the alert and automatic top-up of a product',
        params: r.remove.params,
        response: { 200: r.remove.reply, ...errors },
      },
    },
    async (request) => {
      await removeRule(db, currentUser(request).sub, request.params.productId);
      return { message: translator(request.lang)('balance_rule_removed', { ns: 'messages' }) };
    },
  );
};
