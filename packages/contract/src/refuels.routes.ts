import { idParamsSchema } from './list';
import { refuelCreateBodySchema, refuelListReplySchema, refuelSchema } from './refuels';
import { defineRoutes } from './route';

/** One-time pump codes: a held volume the user collects at a station. */
export const refuelsRoutes = defineRoutes({
  create: {
    method: 'POST',
    path: '/user/refuels',
    body: refuelCreateBodySchema,
    reply: refuelSchema,
  },
  list: { method: 'GET', path: '/user/refuels', reply: refuelListReplySchema },
  cancel: {
    method: 'POST',
    path: '/user/refuels/:id/cancel',
    params: idParamsSchema,
    reply: refuelSchema,
  },
});
