import rateLimit from '@fastify/rate-limit';
import { isApiUrl } from '@fuel/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/**
 * A generous global limit per client address; sensitive routes set their own, stricter one.
 * With REDIS_URL the counters are shared by every API instance.
 */
export const rateLimits = fp(async (app: FastifyInstance) => {
  const { redis } = app;
  await app.register(rateLimit, {
    global: true,
    max: app.config.rateLimitPerMinute,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'fuel-cabinet:rl:' } : {}),
    // The limit is for the API; the web app's files and pages are not counted.
    allowList: (request) => !isApiUrl(request.url),
    // The counters' headers go out only on a refusal (with Retry-After): on every other reply
    // they were three headers that no client of ours reads.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });
});
