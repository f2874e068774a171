import { roleCan, type TeamRole } from '@fuel/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { bearerToken } from '../lib/bearer';
import { routeAccessOf } from '../lib/route-access';
import { type AccessClaims, actorOf, checkSession, verifyAccessToken } from '../modules/auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate` on routes that need a signed-in user. */
    user: AccessClaims | null;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
  }
}

/**
 * Reads the bearer access token: 401 without a valid one or when its session has ended
 * (logout, password change or reset, deleted account), 498 when it has expired. Someone acting
 * for a company is then held to the contract's permission table (DESIGN §5.8): 403
 * ROLE_FORBIDDEN when their role, as the database holds it now, lacks the route's permission.
 */
export const authenticate = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new AppError('UNAUTHENTICATED');
    const claims = await checkSession(app.database.db, await verifyAccessToken(app.config, token));
    request.user = claims;
    if (claims.role) checkRole(claims.role, request);
  });
});

function checkRole(role: TeamRole, request: FastifyRequest) {
  const route = routeAccessOf(request.method, request.routeOptions.url);
  // Routes outside the contract's table are the development tools: the owner's alone.
  if (!route) {
    if (role !== 'owner') throw new AppError('ROLE_FORBIDDEN');
    return;
  }
  if (route.access === 'public' || route.access === 'person') return;
  if (!roleCan(role, route.access)) throw new AppError('ROLE_FORBIDDEN');
}

/** The signed-in user of a route behind `app.authenticate`: the account the session acts for. */
export function currentUser(request: FastifyRequest): AccessClaims {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return request.user;
}

/** The person signed in (the member, when the session acts for a company). */
export function currentPerson(request: FastifyRequest): string {
  return actorOf(currentUser(request));
}
