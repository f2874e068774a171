import { cardCodesRoutes as k } from '@fuel/contract';
import type { FastifyPluginAsyncZod as Zod } from 'fastify-type-provider-zod';
import { idempotentInTransaction } from '../../idempotency/idempotency';
import { routeRegistrar } from '../../lib/route-registrar';
import { cancelCardCode, drawCardCode, listCardCodes } from './card-codes.service';
import { companyOf, guardCompanyCalls } from './cards.guard';

/** Refuel codes drawn on a card: a driver's own cards, or any card for those who manage them. */
export const cardCodesRoutes: Zod = async (app) => {
  guardCompanyCalls(app, { oneCardCalls: true });
  const db = app.database.db;
  const deps = { db, events: app.events };
  const register = routeRegistrar(app, {
    tags: ['cards'],
    errors: [400, 401, 403, 404, 409, 422, 498],
  });

  register(k.list, { summary: 'A card’s refuel codes: those still usable and today’s' }, (r) =>
    listCardCodes(db, companyOf(r), r.params.id),
  );
  register(
    k.draw,
    {
      summary: 'Hold a volume on the card within its limits and get a 6-digit code (15 minutes)',
      description:
        'The card must be active and allowed the fuel; the volume counts against its day and month limits as at a pump (an approved ask for more included). Codes drawn on a card start with 9.',
    },
    (r, reply) => {
      const companyId = companyOf(r);
      return idempotentInTransaction(db, r, reply, companyId, (once) =>
        drawCardCode(deps, companyId, r.params.id, r.body, once),
      );
    },
  );
  register(
    k.cancel,
    { summary: 'Give an unused card code back; the volume and the limits are free again' },
    (r) => cancelCardCode(deps, companyOf(r), r.params.id, r.params.codeId),
  );
};
