import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { currentUser } from '../../plugins/authenticate';

/**
 * A limit per signed-in user, shared by every route given the same returned hook. A stolen
 * access token must not become a way to guess the password (the cabinet asks for it again
 * before sensitive changes), to mail any address, or to probe which phones are registered.
 */
export function perUserLimit(app: FastifyInstance, name: string, max: number, timeWindow: string) {
  const check = app.createRateLimit({
    max: max * app.config.authRateLimitScale,
    timeWindow,
    keyGenerator: (request) => `${name}:${currentUser(request).sub}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw new AppError('RATE_LIMITED');
  };
}

/** Password checks inside the cabinet: change password, change e-mail, delete the account. */
export const PASSWORD_CHECKS = { max: 10, timeWindow: '15 minutes' };
/** Confirmation mails to a new address. */
export const EMAIL_CHANGES = { max: 5, timeWindow: '1 hour' };
/** Name and phone changes (a taken phone answers 409). */
export const DETAIL_CHANGES = { max: 20, timeWindow: '1 hour' };
