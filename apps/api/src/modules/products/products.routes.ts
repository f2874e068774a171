import { errorBodySchema, productsRoutes as r } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogCache } from './catalog-cache';
import { listProducts } from './products.service';

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    r.list.path,
    {
      schema: {
        tags: ['catalog'],
        summary: 'Fuel products with unit and current price, names in the request language',
        querystring: r.list.query,
        response: { 200: r.list.reply, 400: errorBodySchema },
      },
    },
    (request, reply) =>
      catalogCache(app.database.db).reply(request, reply, () =>
        listProducts(app.database.db, request.lang, request.query),
      ),
  );
};
