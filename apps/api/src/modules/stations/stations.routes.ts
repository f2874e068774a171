import { errorBodySchema, stationsRoutes as r } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogCache } from '../products';
import { listStations } from './stations.service';

export const stationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    r.list.path,
    {
      schema: {
        tags: ['catalog'],
        summary: 'Stations with address, coordinates, opening hours and the fuels they sell',
        querystring: r.list.query,
        response: { 200: r.list.reply, 400: errorBodySchema },
      },
    },
    // A read that may lag (the replica's own catalog cache, when there is a replica).
    (request, reply) =>
      app.reads.forAnyone((db) =>
        catalogCache(db).reply(request, reply, () => listStations(db, request.lang, request.query)),
      ),
  );
};
