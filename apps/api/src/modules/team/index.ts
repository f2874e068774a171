export { auditTrail } from './audit-trail';
export { seedDemoTeam } from './demo-team';
export { teamRoutes } from './team.routes';
