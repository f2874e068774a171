import { BlockList, isIPv4 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { AppError } from '../lib/app-error';
import { bearerToken } from '../lib/bearer';
import { sameHash, sha256 } from '../lib/secrets';
import { isForwarded } from './dev-tools';
import { createMetrics, routeLabel, type ScrapeSources } from './metrics-collectors';

/** Where Prometheus scrapes: beside /healthz and /readyz, outside the API and its route table. */
export const METRICS_PATH = '/metrics';

/**
 * Prometheus metrics of this server: every reply counted and timed by its route's pattern, and
 * at each scrape the database pool, the job queue, the payments waiting for the bank and the
 * open live streams. Only a scraper holding METRICS_TOKEN, or one at an address of
 * METRICS_ALLOW reached directly (not through a proxy), reads them; anyone else gets the 404 of
 * an address that does not exist.
 */
export interface MetricsOptions {
  /** The payment orders waiting for the bank (the payments module's count), read at a scrape. */
  pendingPayments(db: Db): ReturnType<ScrapeSources['pendingPayments']>;
}

export const metrics = fp(async (app: FastifyInstance, { pendingPayments }: MetricsOptions) => {
  const series = createMetrics();
  const mayRead = readers(app.config.metrics);

  app.addHook('onResponse', (request, reply, done) => {
    series.observeRequest(
      request.method,
      routeLabel(request.routeOptions.url),
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });

  app.get(
    METRICS_PATH,
    {
      schema: { hide: true },
      onRequest: (request, _reply, done) =>
        done(mayRead(request) ? undefined : new AppError('NOT_FOUND')),
    },
    async (request, reply) => {
      const text = await series.scrape(
        {
          poolUse: () => app.database.poolUse(),
          jobBacklog: () => app.jobs.backlog(),
          pendingPayments: () => pendingPayments(app.database.db),
          liveStreams: () => app.events.listening(),
        },
        request.log,
      );
      return reply.type(series.contentType).header('cache-control', 'no-store').send(text);
    },
  );
});

/** The token, when one is set, from anywhere; otherwise the allowed addresses, reached directly. */
function readers({ token, allow }: { token: string | undefined; allow: string[] }) {
  const tokenHash = token ? sha256(token) : undefined;
  const addresses = new BlockList();
  for (const entry of allow) {
    const [address = '', prefix] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) addresses.addAddress(address, type);
    else addresses.addSubnet(address, Number(prefix), type);
  }
  return (request: FastifyRequest): boolean => {
    const given = bearerToken(request.headers.authorization);
    if (tokenHash && given) return sameHash(sha256(given), tokenHash);
    // Behind a proxy every request arrives from the proxy's address: forwarded ones never pass.
    if (isForwarded(request)) return false;
    const peer = (request.raw.socket.remoteAddress ?? '').replace(/^::ffff:(?=[\d.]+$)/i, '');
    return peer !== '' && addresses.check(peer, isIPv4(peer) ? 'ipv4' : 'ipv6');
  };
}
