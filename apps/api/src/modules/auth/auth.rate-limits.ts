import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

/**
 * Throttles for the sign-in routes: per client address (checked before the body is read) and
 * per account (checked before any password is hashed). AUTH_RATE_LIMIT_SCALE multiplies both
 * (for a test environment that signs in many times from one machine).
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
    ) => {
      // A second limiter of its own: the plugin runs only one route limiter per request.
      const check = app.createRateLimit({
        max: max * scale,
        timeWindow,
        keyGenerator: (request) => `${name}:${key(request)}`,
      });
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const result = await check(request);
        if (result.isAllowed || !result.isExceeded) return;
        reply.header('retry-after', result.ttlInSeconds);
        throw new AppError('RATE_LIMITED');
      };
    },
  };
}
