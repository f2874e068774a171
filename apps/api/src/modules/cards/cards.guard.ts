import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { currentPerson, currentUser } from '../../plugins/authenticate';
import type { CardScope } from './cards.repository';

/** Fuel cards belong to companies: an individual is refused (403) before anything is read. */
export function companyOf(request: FastifyRequest): string {
  const user = currentUser(request);
  if (user.typ !== 'company') throw new AppError('COMPANY_ONLY');
  return user.sub;
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
