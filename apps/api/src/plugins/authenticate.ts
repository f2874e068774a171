import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { bearerToken } from '../lib/bearer';
import { type AccessClaims, isSessionLive, verifyAccessToken } from '../modules/auth';

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
 * (logout, password change or reset, deleted account), 498 when it has expired.
 */
export const authenticate = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new AppError('UNAUTHENTICATED');
    const claims = await verifyAccessToken(app.config, token);
    if (!(await isSessionLive(app.database.db, claims.sid, claims.sub))) {
      throw new AppError('UNAUTHENTICATED');
    }
    request.user = claims;
  });
});

/** The signed-in user of a route behind `app.authenticate`. */
export function currentUser(request: FastifyRequest): AccessClaims {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return request.user;
}
