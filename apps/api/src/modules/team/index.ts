export { type AuditActor, auditActorOf } from './audit-actor';
export { auditTrail } from './audit-trail';
export { teamRoutes } from './team.routes';
