import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { type AccessClaims, verifyAccessToken } from '../modules/auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate` on routes that need a signed-in user. */
    user: AccessClaims | null;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
  }
}

/** Reads the bearer access token: 401 without a valid one, 498 when it has expired. */
export const authenticate = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw new AppError('UNAUTHENTICATED');
    request.user = await verifyAccessToken(app.config, token);
  });
});

/** The signed-in user of a route behind `app.authenticate`. */
export function currentUser(request: FastifyRequest): AccessClaims {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return request.user;
}
