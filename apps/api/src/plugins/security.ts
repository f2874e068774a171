import type { IncomingMessage, ServerResponse } from 'node:http';
import { isApiUrl } from '@fuel/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A load balancer's probe (/healthz, /readyz): answered with the API's headers, not a page's. */
    probe?: boolean;
  }
}

/**
 * Helmet's headers that only a page (an HTML document in a browser tab) acts on: the opener and
 * agent-cluster policies, DNS prefetching of a page's links, and switches for Internet Explorer's
 * download prompt and XSS filter and for Adobe's cross-domain policy files. The API answers JSON
 * that is never shown as a page, so its replies go without them; every reply, the API's too,
 * keeps the policy, nosniff, framing, referrer and resource-policy headers. Each header is work
 * on every reply (a third of a cached catalog reply's headers, docs/benchmarks.md).
 */
export const PAGE_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * Tokens live in local storage (SPEC §3), so script injection must be impossible in practice:
 * only our own origin may provide scripts, styles, fonts, images and connections.
 *
 * Helmet's headers depend on nothing in the request (no nonces), so its middleware runs once at
 * start and every reply gets the headers it set. (The Fastify wrapper built the middleware anew
 * for each request, parsing the whole policy every time: a third of the time of a cached
 * catalog read, docs/benchmarks.md; running it per request still cost a dozen checked
 * `setHeader` calls.)
 */
export const security = fp(async (app: FastifyInstance) => {
  const production = app.config.isProduction;
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only where TLS is terminated in front of us; on http://localhost it would stick.
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The same answer as `frame-ancestors 'none'`, for browsers that read only this header.
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  const pageHeaders = headersSetBy(middleware);
  const apiHeaders = Object.fromEntries(
    Object.entries(pageHeaders).filter(([name]) => !PAGE_ONLY_HEADERS.includes(name.toLowerCase())),
  );
  app.addHook('onRequest', (request, reply, done) => {
    const page = !isApiUrl(request.url) && !request.routeOptions.config.probe;
    reply.headers(page ? pageHeaders : apiHeaders);
    done();
  });
});

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (e?: unknown) => void) => void;

/** The headers a middleware sets on a reply (it must set them at once and depend on nothing). */
function headersSetBy(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  let done = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('the security headers were not set at once');
  return headers;
}
