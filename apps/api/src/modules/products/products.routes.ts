import { errorBodySchema, productsQuerySchema, productsReplySchema } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogCache } from './catalog-cache';
import { listProducts } from './products.service';

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Fuel products with unit and current price, names in the request language',
        querystring: productsQuerySchema,
        response: { 200: productsReplySchema, 400: errorBodySchema },
      },
    },
    (request, reply) =>
      catalogCache(app.database.db).reply(request, reply, () =>
        listProducts(app.database.db, request.lang, request.query),
      ),
  );
};
