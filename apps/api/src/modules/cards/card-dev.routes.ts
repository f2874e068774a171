import { CARD_ORDER_STATUSES, type CardOrderStatus } from '@fuel/contract';
import type { FastifyPluginAsync } from 'fastify';
import { advanceCardOrder } from './card-orders.service';

/**
 * POST /dev/card-orders/advance `{ "number": 1001 }` or `{ "id": "…", "to": "handed_over" }`:
 * what `npm run admin -- card-order advance` does, for a server holding the embedded database
 * (the command cannot open it then). Answers the new status and, when handed over, the cards'
 * numbers and activation codes. Development only, never registered in production.
 */
export const cardDevRoutes: FastifyPluginAsync = async (app) => {
  const deps = { db: app.database.db, events: app.events };
  app.post<{ Body: { id?: string; number?: number | string; to?: string } }>(
    '/dev/card-orders/advance',
    async (request) => {
      const { id, number, to } = request.body ?? {};
      const target = CARD_ORDER_STATUSES.includes(to as CardOrderStatus)
        ? (to as CardOrderStatus)
        : undefined;
      const done = await advanceCardOrder(
        deps,
        id ? { id: String(id) } : { number: Number(number) },
        target,
      );
      return {
        order_id: done.order.id,
        number: done.order.number,
        status: done.status,
        cards: done.cards.map((c) => ({
          id: c.id,
          number: c.number,
          activation_code: c.activationCode,
        })),
      };
    },
  );
};
