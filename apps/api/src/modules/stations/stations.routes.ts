import { errorBodySchema, stationsQuerySchema, stationsReplySchema } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogCache } from '../products';
import { listStations } from './stations.service';

export const stationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stations',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Stations with address, coordinates, opening hours and the fuels they sell',
        querystring: stationsQuerySchema,
        response: { 200: stationsReplySchema, 400: errorBodySchema },
      },
    },
    (request, reply) =>
      catalogCache(app.database.db).reply(request, reply, () =>
        listStations(app.database.db, request.lang, request.query),
      ),
  );
};
