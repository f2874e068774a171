import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Config, isLoopbackHost } from '../config/env';
import { AppError } from '../lib/app-error';

const DEV_PATH = /^\/dev(\/|\?|$)/;
// A proxy on this machine makes every request look local: forwarded ones are never local.
const FORWARDED = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/** A request that says it came through a proxy: its peer address is the proxy's. */
export function isForwarded(request: FastifyRequest): boolean {
  return FORWARDED.some((header) => header in request.headers);
}

/** A request that came from this machine directly, not through a proxy. */
export function isLoopbackRequest(request: FastifyRequest): boolean {
  if (isForwarded(request)) return false;
  return isLoopbackHost(request.raw.socket.remoteAddress ?? '');
}

/**
 * The development tools read every sign-in code and issue station keys, so they are served
 * only when the configuration allows it, and then only to requests from this machine. The
 * guard covers every path under /dev, whoever registers a route there.
 */
export const devTools = fp(
  async (app: FastifyInstance, { routes }: { routes: FastifyPluginAsync[] }) => {
    const on = app.config.devTools === 'on';
    app.addHook('onRequest', (request, _reply, done) => {
      const refused = DEV_PATH.test(request.url) && (!on || !isLoopbackRequest(request));
      done(refused ? new AppError('NOT_FOUND') : undefined);
    });
    if (!on) return;
    for (const routesPlugin of routes) await app.register(routesPlugin);
  },
);

/** Lines for the start-up banner: the tools are a risk, so their state is said out loud. */
export function devToolsNotice(config: Config, url: string): string[] {
  if (config.devTools === 'on') {
    return [
      `  !! Development tools are ON: ${url}/dev/mailbox, /dev/pump, /dev/station-keys`,
      '  !! They show every sign-in code; they answer only requests from this machine.',
      ...(isLoopbackHost(config.host)
        ? []
        : [
            `  !! DEV_TOOLS=true while listening on ${config.host}: never do this on a shared network.`,
          ]),
    ];
  }
  if (config.devTools === 'off-exposed') {
    return [
      `  !! Development tools are OFF: the server listens on ${config.host}, reachable from other machines.`,
      '  !! Set HOST=127.0.0.1, or DEV_TOOLS=true to serve them to requests from this machine only.',
    ];
  }
  return [];
}
