import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { currentUser } from '../../plugins/authenticate';

/**
 * A limit per account, not per address, for what reaches another user (a request, an ask for
 * fuel): each is a message and a push on their side. The sign-in scale (AUTH_RATE_LIMIT_SCALE)
 * also raises it for a test environment where a few accounts do everything. With REDIS_URL the
 * counter is shared by every instance.
 */
export function perAccountLimit(
  app: FastifyInstance,
  name: string,
  rate: { max: number; windowSeconds: number },
) {
  const check = app.createRateLimit({
    max: rate.max * app.config.authRateLimitScale,
    timeWindow: rate.windowSeconds * 1000,
    keyGenerator: (request) => `${name}:${currentUser(request).sub}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw new AppError('RATE_LIMITED');
  };
}
