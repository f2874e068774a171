import * as z from 'zod/mini';
import { listQuerySchema, listReplySchema } from './list';
import { defineRoutes } from './route';

/** `L` for liquid fuels, `m3` for compressed natural gas. */
export const PRODUCT_UNITS = ['L', 'm3'] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];

export const productSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  unit: z.enum(PRODUCT_UNITS),
  /** Price of one unit in whole Armenian drams. */
  price: z.number().check(z.int()),
});
export type Product = z.infer<typeof productSchema>;

export const productsQuerySchema = listQuerySchema;
export const productsReplySchema = listReplySchema(productSchema);
export type ProductsReply = z.infer<typeof productsReplySchema>;

export type ProductsQuery = z.infer<typeof productsQuerySchema>;

export const productsRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: '/products',
    query: productsQuerySchema,
    reply: productsReplySchema,
  },
});
