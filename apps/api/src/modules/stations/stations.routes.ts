import { stationsRoutes as r } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeRegistrar } from '../../lib/route-registrar';
import { catalogCache } from '../products';
import { listStations } from './stations.service';

export const stationsRoutes: FastifyPluginAsyncZod = async (app) => {
  routeRegistrar(app, { tags: ['catalog'], errors: [400] })(
    r.list,
    { summary: 'Stations with address, coordinates, opening hours and the fuels they sell' },
    // A read that may lag (the replica's own catalog cache, when there is a replica).
    (request, reply) =>
      app.reads.forAnyone((db) =>
        catalogCache(db).reply(request, reply, () => listStations(db, request.lang, request.query)),
      ),
  );
};
