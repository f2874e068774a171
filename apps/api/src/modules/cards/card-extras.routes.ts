import { cardExtrasRoutes as x } from '@fuel/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod as Zod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../lib/error-replies';
import { currentPerson, currentUser } from '../../plugins/authenticate';
import { findUserById, fullName } from '../auth';
import {
  approveExtra,
  askForExtra,
  type ExtraActor,
  listCardExtras,
  refuseExtra,
  withdrawExtra,
} from './card-extras.service';
import { companyOf } from './cards.guard';

const tags = ['cards'];
const security = [{ bearer: [] }];
const errors = errorReplies(400, 401, 403, 404, 409, 422, 429, 498);
const s = <T extends object>(summary: string, rest: T) => ({ tags, security, summary, ...rest });

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
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', async (r) => {
    companyOf(r);
  });
  const deps = { db: app.database.db, events: app.events };

  app.get(
    x.list.path,
    {
      schema: s('Asks for extra fuel: all of them for managers, their own for a driver', {
        querystring: x.list.query,
        response: { 200: x.list.reply, ...errors },
      }),
    },
    async (r) => listCardExtras(deps.db, await actorOf(r), r.lang, r.query),
  );
  app.post(
    x.ask.path,
    {
      schema: s('A driver asks for a one-off extra quantity on their card, with a reason', {
        params: x.ask.params,
        body: x.ask.body,
        response: { 201: x.ask.reply, ...errors },
      }),
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (r, reply) =>
      reply
        .status(201)
        .send(await askForExtra(deps, await actorOf(r), r.params.id, r.body, r.lang)),
  );
  app.post(
    x.approve.path,
    {
      schema: s('Approve an ask for a few hours (its quantity or less)', {
        params: x.approve.params,
        body: x.approve.body,
        response: { 200: x.approve.reply, ...errors },
      }),
    },
    async (r) => approveExtra(deps, await actorOf(r), r.params.id, r.body, r.lang),
  );
  app.post(
    x.refuse.path,
    {
      schema: s('Refuse an ask, with a reason', {
        params: x.refuse.params,
        body: x.refuse.body,
        response: { 200: x.refuse.reply, ...errors },
      }),
    },
    async (r) => refuseExtra(deps, await actorOf(r), r.params.id, r.body.reason, r.lang),
  );
  app.post(
    x.withdraw.path,
    {
      schema: s('The driver takes back their own open ask', {
        params: x.withdraw.params,
        response: { 200: x.withdraw.reply, ...errors },
      }),
    },
    async (r) => withdrawExtra(deps, await actorOf(r), r.params.id, r.lang),
  );
};
