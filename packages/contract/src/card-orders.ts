import * as z from 'zod/mini';
import { CARD_LIMITS } from './cards';
import { listQuerySchema, listReplySchema } from './list';
import { CARD_ORDER_STATUSES, type cardOrderChangedEventSchema } from './live-event-data';
import { shownTextSchema } from './text';
import { chosenIdSchema, numberError, V } from './validation';

/** Orders of company fuel cards: a quantity, delivered to a station or an address (cards.ts). */

/** Delivery: a station to pick the cards up at, or an address (exactly one of the two). */
export const cardOrderBodySchema = z
  .object({
    quantity: z
      .number({ error: numberError })
      .check(
        z.int({ error: V.integer }),
        z.minimum(1, { error: V.min }),
        z.maximum(CARD_LIMITS.orderQuantityMax, { error: V.max }),
      ),
    station_id: z.optional(z.nullable(chosenIdSchema())),
    address: z.optional(z.nullable(shownTextSchema(CARD_LIMITS.addressMax, 'multi'))),
    note: z.optional(z.nullable(shownTextSchema(CARD_LIMITS.noteMax, 'multi'))),
  })
  .check(
    z.refine((b) => Boolean(b.station_id) !== Boolean(b.address), {
      error: V.deliveryOne,
      path: ['address'],
      // Checked even when a field failed (zod skips an object's checks then), so a form says a
      // wrong quantity and a missing delivery at once. Only truthiness is read here.
      when: () => true,
    }),
  );
export type CardOrderBody = z.infer<typeof cardOrderBodySchema>;

export const cardOrderSchema = z.object({
  id: z.string(),
  /** Short number the retailer's staff and the company speak of, e.g. 1042. */
  number: z.number(),
  quantity: z.number(),
  status: z.enum(CARD_ORDER_STATUSES),
  station_id: z.nullable(z.string()),
  station_name: z.nullable(z.string()),
  address: z.nullable(z.string()),
  note: z.nullable(z.string()),
  /** Every step so far, oldest first. */
  steps: z.array(z.object({ status: z.enum(CARD_ORDER_STATUSES), at: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CardOrder = z.infer<typeof cardOrderSchema>;
export const cardOrdersQuerySchema = listQuerySchema;
export const cardOrdersReplySchema = listReplySchema(cardOrderSchema);
export type CardOrdersReply = z.infer<typeof cardOrdersReplySchema>;
export type CardOrdersQuery = z.infer<typeof cardOrdersQuerySchema>;

export {
  CARD_ORDER_STATUSES,
  type CardOrderStatus,
  cardOrderChangedEventSchema,
} from './live-event-data';
export type CardOrderChangedEvent = z.infer<typeof cardOrderChangedEventSchema>;
