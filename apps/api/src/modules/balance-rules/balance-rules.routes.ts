import { balanceRulesRoutes as r } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translator } from '../../lib/i18n';
import { routeRegistrar } from '../../lib/route-registrar';
import { currentUser } from '../../plugins/authenticate';
import { listRules, removeRule, saveRule } from './balance-rules.service';

/** Low-balance alerts and automatic top-up, one rule per product. */
export const balanceRulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.addHook('onRequest', app.authenticate);
  const register = routeRegistrar(app, { tags: ['balance rules'], errors: [400, 401, 404, 498] });

  register(r.list, { summary: 'Low-balance alerts and automatic top-ups' }, (request) =>
    listRules(db, currentUser(request).sub, request.lang),
  );

  register(
    r.save,
    {
      summary: 'Set the alert and automatic top-up of a product',
      description:
        'threshold and quantity in whole units of the product, monthly_cap in drams. Saving re-activates a stopped top-up when `active` is true.',
    },
    (request) =>
      saveRule(db, currentUser(request).sub, request.params.productId, request.body, request.lang),
  );

  register(
    r.remove,
    { summary: 'Remove the alert and automatic top-up of a product' },
    async (request) => {
      await removeRule(db, currentUser(request).sub, request.params.productId);
      return { message: translator(request.lang)('balance_rule_removed', { ns: 'messages' }) };
    },
  );
};
