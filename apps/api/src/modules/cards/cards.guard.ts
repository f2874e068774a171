import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { currentPerson, currentUser } from '../../plugins/authenticate';
import type { DriverScope } from './cards.repository';

/** Fuel cards belong to companies: an individual is refused (403) before anything is read. */
export function companyOf(request: FastifyRequest): string {
  const user = currentUser(request);
  if (user.typ !== 'company') throw new AppError('COMPANY_ONLY');
  return user.sub;
}

/** A driver reads only the cards assigned to them; everyone else, all the company's. */
export function driverScopeOf(request: FastifyRequest): DriverScope {
  return currentUser(request).role === 'driver' ? { driverId: currentPerson(request) } : {};
}
