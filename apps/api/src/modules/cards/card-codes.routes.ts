import { cardCodesRoutes as k } from '@fuel/contract';
import type { FastifyPluginAsyncZod as Zod } from 'fastify-type-provider-zod';
import { idempotentInTransaction } from '../../idempotency/idempotency';
import { errorReplies } from '../../lib/error-replies';
import { cancelCardCode, drawCardCode, listCardCodes } from './card-codes.service';
import { companyOf, keepToCardScope } from './cards.guard';

const tags = ['cards'];
const security = [{ bearer: [] }];
const errors = errorReplies(400, 401, 403, 404, 409, 422, 498);
const s = <T extends object>(summary: string, rest: T) => ({ tags, security, summary, ...rest });

/** Refuel codes drawn on a card: a driver's own cards, or any card for those who manage them. */
export const cardCodesRoutes: Zod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', async (r) => {
    companyOf(r);
  });
  const db = app.database.db;
  app.addHook('onRequest', keepToCardScope(db));
  const deps = { db, events: app.events };

  app.get(
    k.list.path,
    {
      schema: s('A card’s refuel codes: those still usable and today’s', {
        params: k.list.params,
        response: { 200: k.list.reply, ...errors },
      }),
    },
    (r) => listCardCodes(db, companyOf(r), r.params.id),
  );
  app.post(
    k.draw.path,
    {
      schema: s('Hold a volume on the card within its limits and get a 6-digit code (15 minutes)', {
        description:
          'The card must be active and allowed the fuel; the volume counts against its day and month limits as at a pump (an approved ask for more included). Codes drawn on a card start with 9.',
        params: k.draw.params,
        body: k.draw.body,
        response: { 200: k.draw.reply, ...errors },
      }),
    },
    (r, reply) => {
      const companyId = companyOf(r);
      return idempotentInTransaction(db, r, reply, companyId, (once) =>
        drawCardCode(deps, companyId, r.params.id, r.body, once),
      );
    },
  );
  app.post(
    k.cancel.path,
    {
      schema: s('Give an unused card code back; the volume and the limits are free again', {
        params: k.cancel.params,
        response: { 200: k.cancel.reply, ...errors },
      }),
    },
    (r) => cancelCardCode(deps, companyOf(r), r.params.id, r.params.codeId),
  );
};
