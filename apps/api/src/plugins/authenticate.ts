import { roleCan, type TeamRole } from '@fuel/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/env';
import type { Db } from '../db/database';
import { type AccessClaims, actorOf } from '../lib/access-claims';
import { AppError } from '../lib/app-error';
import { bearerToken } from '../lib/bearer';
import { routeAccessOf } from '../lib/route-access';

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
 * How a bearer token becomes the request's user. The auth module owns tokens and sessions;
 * app.ts hands its two checks in, so this plugin depends on no module.
 */
export interface AuthenticateOptions {
  /** The claims of an access token this app signed: 401 when it is not one, 498 when expired. */
  verifyAccessToken(config: Config, token: string): Promise<AccessClaims>;
  /** The claims as the token's session stands in the database now (ended, switched, role). */
  checkSession(db: Db, claims: AccessClaims): Promise<AccessClaims>;
}

/**
 * Reads the bearer access token: 401 without a valid one or when its session has ended
 * (logout, password change or reset, deleted account), 498 when it has expired. Someone acting
 * for a company is then held to the contract's permission table (DESIGN §5.8): 403
 * ROLE_FORBIDDEN when their role, as the database holds it now, lacks the route's permission.
 */
export const authenticate = fp(
  async (app: FastifyInstance, { verifyAccessToken, checkSession }: AuthenticateOptions) => {
    app.decorateRequest('user', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw new AppError('UNAUTHENTICATED');
      const claims = await checkSession(
        app.database.db,
        await verifyAccessToken(app.config, token),
      );
      request.user = claims;
      if (claims.role) checkRole(claims.role, request);
    });
  },
);

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
