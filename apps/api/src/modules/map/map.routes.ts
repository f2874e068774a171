import fs from 'node:fs';
import { apiUrlOf, mapRoutes as r } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { routeRegistrar } from '../../lib/route-registrar';
import { rangeAsked } from './byte-range';
import { type BasemapInfo, readBasemapInfo } from './pmtiles-header';

/**
 * The stations map's settings, and the operator's basemap (MAP_BASEMAP_FILE) sent from this
 * origin in byte ranges, so the page's policy names no tile server (docs/map.md). The archive is
 * checked at start: a file that is not a PMTiles archive stops the server with its name.
 */
export const mapRoutes: FastifyPluginAsyncZod = async (app) => {
  const file = app.config.map.basemapFile;
  const info: BasemapInfo | undefined = file ? await readBasemapInfo(file) : undefined;
  const basemap = info && {
    ...info,
    url: apiUrlOf(r.basemap),
    attribution: app.config.map.basemapAttribution ?? info.attribution,
  };

  const register = routeRegistrar(app, { tags: ['map'] });

  register(
    r.config,
    { summary: 'The stations map: its full basemap, or null for the built-in geography' },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { basemap: basemap ?? null };
    },
  );

  register(
    r.basemap,
    {
      summary: 'The basemap archive (PMTiles), whole or in the byte range asked (206)',
      // Panning fetches dozens of ranges a second; they cost a file read, like the app's files.
      config: { rateLimit: false },
    },
    async (request, reply) => {
      if (!file) throw new AppError('NOT_FOUND');
      const stat = await fs.promises.stat(file);
      const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
      reply
        .header('accept-ranges', 'bytes')
        .header('etag', etag)
        .header('last-modified', stat.mtime.toUTCString())
        .header('cache-control', 'public, max-age=3600')
        .type('application/vnd.pmtiles');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      // A range of an older copy (If-Range with another tag) gets the whole file, as HTTP says.
      const ifRange = request.headers['if-range'];
      const asked = rangeAsked(
        ifRange === undefined || ifRange === etag ? request.headers.range : undefined,
        stat.size,
      );
      if (asked.kind === 'unsatisfiable') {
        // A file's bytes, not an API answer: an empty body, and the size in Content-Range.
        return reply.status(416).header('content-range', `bytes */${stat.size}`).send();
      }
      const { start, end } = asked.kind === 'part' ? asked : { start: 0, end: stat.size - 1 };
      if (asked.kind === 'part')
        reply.status(206).header('content-range', `bytes ${start}-${end}/${stat.size}`);
      reply.header('content-length', String(end - start + 1));
      if (stat.size === 0) return reply.send('');
      return reply.send(fs.createReadStream(file, { start, end }));
    },
  );
};
