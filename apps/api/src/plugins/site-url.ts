import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/env';

declare module 'fastify' {
  interface FastifyRequest {
    /** Where the person behind this request reaches the cabinet (links, the bank's return). */
    siteUrl: string;
  }
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * PUBLIC_URL when it is set (production requires it). Without it, a request made on this machine
 * (localhost, 127.0.0.1, [::1] on any port) keeps its own origin, so someone who opened the
 * cabinet at 127.0.0.1 comes back from the bank to 127.0.0.1 and stays signed in. Any other
 * Host header is never trusted: links in e-mails must not be pointed elsewhere by a request.
 */
export function siteUrlOf(config: Config, request: FastifyRequest): string {
  if (config.publicUrlFixed) return config.publicUrl;
  const host = request.host;
  const hostname = host.replace(/:\d+$/, '');
  return LOOPBACK.test(hostname) ? `${request.protocol}://${host}` : config.publicUrl;
}

// Worked out when a route asks for it (a few do), not for every request.
export const siteUrl = fp(async (app: FastifyInstance) => {
  app.decorateRequest('siteUrl', {
    getter(this: FastifyRequest) {
      return siteUrlOf(app.config, this);
    },
  });
});

/** The same dependencies, with links and return addresses for this request's site. */
export function forSite<T extends { config: Config }>(deps: T, request: FastifyRequest): T {
  return { ...deps, config: { ...deps.config, publicUrl: request.siteUrl } };
}
