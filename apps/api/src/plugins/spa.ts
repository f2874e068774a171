import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isApiUrl } from '@fuel/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../lib/error-body';

/** Paths that are never the web app: the API, the docs and anything that looks like a file. */
function isAppPath(url: string): boolean {
  if (isApiUrl(url)) return false;
  const pathname = url.split('?')[0] ?? '/';
  return !path.posix.basename(pathname).includes('.');
}

/**
 * Pages the web build wrote an HTML of their own for (apps/web/build/prerender.tsx), by address:
 * `/am/auth` is `prerendered/am/auth.html`. Guest pages arrive drawn; signed-in pages arrive
 * empty but asking for their code from the start. Read once at start, as the build is.
 */
function prerenderedPages(root: string): Set<string> {
  const dir = path.join(root, 'prerendered');
  if (!fs.existsSync(dir)) return new Set();
  return new Set(
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .map((file) => `/${file.slice(0, -'.html'.length).split(path.sep).join('/')}`),
  );
}

/**
 * Serves the built web app (pre-compressed .br/.gz when the browser accepts them) and answers
 * every other GET of an app path with index.html, so deep links and reloads work. A page the
 * build wrote is sent as written: drawn, so its text shows before the app's code has run, or
 * listing its code, so that code comes in one trip with the app's start.
 */
export const spa = fp(async (app: FastifyInstance) => {
  const root = app.config.webDist;
  const hasApp = fs.existsSync(path.join(root, 'index.html'));
  const drawn = hasApp ? prerenderedPages(root) : new Set<string>();
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
      const pathname = request.url.split('?')[0] ?? '/';
      const file = drawn.has(pathname) ? `prerendered${pathname}.html` : 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(file);
    }
    return reply.status(404).send(errorBody(request, 'NOT_FOUND'));
  });
});
