import { productsRoutes as r } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeRegistrar } from '../../lib/route-registrar';
import { catalogCache } from './catalog-cache';
import { listProducts } from './products.service';

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  routeRegistrar(app, { tags: ['catalog'], errors: [400] })(
    r.list,
    { summary: 'Fuel products with unit and current price, names in the request language' },
    (request, reply) =>
      catalogCache(app.database.db).reply(request, reply, () =>
        listProducts(app.database.db, request.lang, request.query),
      ),
  );
};
