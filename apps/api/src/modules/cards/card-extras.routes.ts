import { cardExtrasRoutes as x } from '@fuel/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod as Zod } from 'fastify-type-provider-zod';
import { routeRegistrar } from '../../lib/route-registrar';
import { currentPerson, currentUser } from '../../plugins/authenticate';
import { fullName } from '../auth';
import { findUserById } from '../users';
import {
  approveExtra,
  askForExtra,
  type ExtraActor,
  listCardExtras,
  refuseExtra,
  withdrawExtra,
} from './card-extras.service';
import { companyOf, guardCompanyCalls } from './cards.guard';

async function actorOf(request: FastifyRequest): Promise<ExtraActor> {
  const companyId = companyOf(request);
  const personId = currentPerson(request);
  const person = await findUserById(request.server.database.db, personId);
  return {
    companyId,
    personId,
    personName: person ? fullName(person) : '',
    driver: currentUser(request).role === 'driver',
    ...(currentUser(request).cardGroups ? { groupIds: currentUser(request).cardGroups } : {}),
  };
}

/** Drivers' asks for extra fuel over a card's limits, and the managers' answers (DESIGN §5.8). */
export const cardExtrasRoutes: Zod = async (app) => {
  guardCompanyCalls(app, { oneCardCalls: false });
  const deps = { db: app.database.db, events: app.events };
  const register = routeRegistrar(app, {
    tags: ['cards'],
    errors: [400, 401, 403, 404, 409, 422, 429, 498],
  });

  register(
    x.list,
    { summary: 'Asks for extra fuel: all of them for managers, their own for a driver' },
    async (r) => listCardExtras(deps.db, await actorOf(r), r.lang, r.query),
  );
  register(
    x.ask,
    {
      summary: 'A driver asks for a one-off extra quantity on their card, with a reason',
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (r) => askForExtra(deps, await actorOf(r), r.params.id, r.body, r.lang),
  );
  register(
    x.approve,
    { summary: 'Approve an ask for a few hours (its quantity or less)' },
    async (r) => approveExtra(deps, await actorOf(r), r.params.id, r.body, r.lang),
  );
  register(x.refuse, { summary: 'Refuse an ask, with a reason' }, async (r) =>
    refuseExtra(deps, await actorOf(r), r.params.id, r.body.reason, r.lang),
  );
  register(x.withdraw, { summary: 'The driver takes back their own open ask' }, async (r) =>
    withdrawExtra(deps, await actorOf(r), r.params.id, r.lang),
  );
};
