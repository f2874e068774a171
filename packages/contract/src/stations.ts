import * as z from 'zod/mini';
import { listQuerySchema, listReplySchema } from './list';
import { productSchema } from './products';
import { defineRoutes } from './route';

const time = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

export const stationSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** Open round the clock; otherwise `opens_at`–`closes_at` local time every day. */
  open_24h: z.boolean(),
  opens_at: z.nullable(time),
  closes_at: z.nullable(time),
  products: z.array(productSchema),
});
export type Station = z.infer<typeof stationSchema>;

export const stationsQuerySchema = z.extend(listQuerySchema, {
  /** Only stations that sell this product (product id). */
  product_id: z.optional(z.string().check(z.uuid())),
});
export type StationsQuery = z.infer<typeof stationsQuerySchema>;
export const stationsReplySchema = listReplySchema(stationSchema);
export type StationsReply = z.infer<typeof stationsReplySchema>;

export const stationsRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: '/stations',
    query: stationsQuerySchema,
    reply: stationsReplySchema,
  },
});
