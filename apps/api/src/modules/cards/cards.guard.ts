import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { currentUser } from '../../plugins/authenticate';

/** Fuel cards belong to companies: an individual is refused (403) before anything is read. */
export function companyOf(request: FastifyRequest): string {
  const user = currentUser(request);
  if (user.typ !== 'company') throw new AppError('COMPANY_ONLY');
  return user.sub;
}
