import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Throttles for the sign-in routes: per client address (checked before the body is read) and
 * per account (checked before any password is hashed). AUTH_RATE_LIMIT_SCALE raises the
 * per-address limits where many people share one address.
 */
export function authRateLimits(app: FastifyInstance) {
  const scale = app.config.authRateLimitScale;
  return {
    perIp: (max: number, timeWindow: string) => ({ rateLimit: { max: max * scale, timeWindow } }),
    perKey: (
      name: string,
      key: (request: FastifyRequest) => string,
      max: number,
      timeWindow: string,
    ) => app.rateLimit({ max, timeWindow, keyGenerator: (request) => `${name}:${key(request)}` }),
  };
}
