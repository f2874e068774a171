import { apiUrlOf, cardsRoutes } from '@fuel/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { currentPerson, currentUser } from '../../plugins/authenticate';
import type { CardScope } from './cards.repository';
import { cardInScope } from './cards.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const oneCard = `${apiUrlOf(cardsRoutes.list)}/`;

/** Fuel cards belong to companies: an individual is refused (403) before anything is read. */
export function companyOf(request: FastifyRequest): string {
  const user = currentUser(request);
  if (user.typ !== 'company') throw new AppError('COMPANY_ONLY');
  return user.sub;
}

/**
 * The hooks every plugin of company card calls starts with: the caller signed in, acting for a
 * company (checked before the body is read: an individual hears 403 whatever it sent, not what
 * its body lacks), and, for plugins with calls on one card, kept to the cards they may see.
 */
export function guardCompanyCalls(
  app: FastifyInstance,
  { oneCardCalls }: { oneCardCalls: boolean },
) {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', async (r) => {
    companyOf(r);
  });
  if (oneCardCalls) app.addHook('onRequest', keepToCardScope(app.database.db));
}

/**
 * The company's cards the caller may see: a driver, those assigned to them; a fleet manager kept
 * to some groups, those groups' cards; everyone else, all of them.
 */
export function cardScopeOf(request: FastifyRequest): CardScope {
  const user = currentUser(request);
  if (user.role === 'driver') return { driverId: currentPerson(request) };
  return user.cardGroups ? { groupIds: user.cardGroups } : {};
}

/**
 * An onRequest hook for every plugin with calls on one card (paths under the cards list, with
 * a card id): a driver or a manager kept to some groups finds any other card of the company not
 * there (404), before the body is read.
 */
export function keepToCardScope(db: Db) {
  return async (r: FastifyRequest) => {
    const scope = cardScopeOf(r);
    const id = (r.params as { id?: string }).id;
    if (!r.routeOptions.url?.startsWith(oneCard) || !id || (!scope.driverId && !scope.groupIds))
      return;
    if (!UUID.test(id) || !(await cardInScope(db, companyOf(r), id, scope)))
      throw new AppError('NOT_FOUND');
  };
}
