import type { TeamRole } from '@fuel/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { currentPerson, currentUser } from '../../plugins/authenticate';

/** Who does a company action, for the audit log: the company, the person and their role. */
export interface AuditActor {
  companyId: string;
  actorId: string;
  role: TeamRole;
  ip: string | null;
  requestId: string;
}

/** The acting company and role of a request; individuals acting for themselves have none. */
export function auditActorOf(request: FastifyRequest): AuditActor | undefined {
  const user = currentUser(request);
  if (!user.role) return undefined;
  return {
    companyId: user.sub,
    actorId: currentPerson(request),
    role: user.role,
    ip: request.ip ?? null,
    requestId: request.id,
  };
}

/** For team calls: the caller must act for a company (403 COMPANY_ONLY otherwise). */
export function companyActorOf(request: FastifyRequest): AuditActor {
  const actor = auditActorOf(request);
  if (!actor) throw new AppError('COMPANY_ONLY');
  return actor;
}
