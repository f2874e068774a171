import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './error-handler';

/** Paths that are never the web app: the API, the docs and anything that looks like a file. */
function isAppPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  return !path.posix.basename(pathname).includes('.');
}

/**
 * Serves the built web app (pre-compressed .br/.gz when the browser accepts them) and answers
 * every other GET of an app path with index.html, so deep links and reloads work.
 */
export const spa = fp(async (app: FastifyInstance) => {
  const root = app.config.webDist;
  const hasApp = fs.existsSync(path.join(root, 'index.html'));
  if (!hasApp) app.log.warn({ root }, 'web app not built: serving the API only');
  else {
    await app.register(fastifyStatic, {
      root,
      preCompressed: true,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.startsWith(path.join(root, 'assets') + path.sep);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (
      hasApp &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      isAppPath(request.url)
    ) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(errorBody(request, 'NOT_FOUND'));
  });
});
