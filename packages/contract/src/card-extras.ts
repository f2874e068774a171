import * as z from 'zod/mini';
import { wholeQuantity } from './friends';
import { idParamsSchema, listQuerySchema, listReplySchema } from './list';
import { CARD_EXTRA_STATES } from './live-event-data';
import { PRODUCT_UNITS } from './products';
import { defineRoutes } from './route';
import { shownTextSchema } from './text';
import { chosenIdSchema, V } from './validation';

export {
  CARD_EXTRA_EVENT,
  CARD_EXTRA_STATES,
  type CardExtraState,
  cardExtraChangedEventSchema,
} from './live-event-data';

/**
 * A driver refused over a card's limit asks for a one-off extra quantity (DESIGN §5.8); a
 * manager approves it for a few hours or refuses it with a reason. While an approval is valid,
 * the card's day and month limits for that fuel are raised by its quantity.
 */

export const CARD_EXTRA_LIMITS = {
  reasonMax: 200,
  /** Litres (or m³) one ask may ask for. */
  quantityMax: 1_000,
  /** Hours an approval stays valid: the default, and the most a manager may give. */
  hoursDefault: 4,
  hoursMax: 24,
} as const;

/** A reason is always given: the other side reads it to decide, or to understand. */
const reasonSchema = shownTextSchema(CARD_EXTRA_LIMITS.reasonMax).check(
  z.minLength(1, { error: V.required }),
);

export const cardExtraSchema = z.object({
  id: z.string(),
  card_id: z.string(),
  card_last4: z.string(),
  card_name: z.nullable(z.string()),
  vehicle_plate: z.nullable(z.string()),
  product_id: z.string(),
  product_name: z.string(),
  unit: z.enum(PRODUCT_UNITS),
  quantity: z.number(),
  reason: z.string(),
  state: z.enum(CARD_EXTRA_STATES),
  /** Who asked: the driver's public ID and name. */
  driver_id: z.number(),
  driver_name: z.string(),
  decided_by: z.nullable(z.string()),
  decision_note: z.nullable(z.string()),
  /** An approval raises the limits until then. */
  valid_until: z.nullable(z.string()),
  created_at: z.string(),
  /** The card's last fills, for the manager deciding (newest first, at most 5). */
  recent_fills: z.array(
    z.object({ quantity: z.number(), station_name: z.nullable(z.string()), at: z.string() }),
  ),
});
export type CardExtra = z.infer<typeof cardExtraSchema>;
export const cardExtrasReplySchema = listReplySchema(cardExtraSchema);

export const cardExtrasQuerySchema = z.extend(listQuerySchema, {
  state: z.optional(z.enum(CARD_EXTRA_STATES)),
});
export type CardExtrasQuery = z.infer<typeof cardExtrasQuerySchema>;

export const cardExtraAskBodySchema = z.object({
  product_id: chosenIdSchema(),
  quantity: wholeQuantity(CARD_EXTRA_LIMITS.quantityMax),
  reason: reasonSchema,
});
export type CardExtraAskBody = z.infer<typeof cardExtraAskBodySchema>;

export const cardExtraApproveBodySchema = z.object({
  /** Less than asked, if the manager wishes; the asked quantity when left out. */
  quantity: z.optional(wholeQuantity(CARD_EXTRA_LIMITS.quantityMax)),
  hours: z.optional(
    z
      .number({ error: V.number })
      .check(
        z.int({ error: V.integer }),
        z.minimum(1, { error: V.min }),
        z.maximum(CARD_EXTRA_LIMITS.hoursMax, { error: V.max }),
      ),
  ),
});
export type CardExtraApproveBody = z.infer<typeof cardExtraApproveBodySchema>;
export const cardExtraRefuseBodySchema = z.object({ reason: reasonSchema });

const byId = { params: idParamsSchema };

/** Asks for extra fuel over a card's limits, and their answers. */
export const cardExtrasRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: '/user/card-extras',
    query: cardExtrasQuerySchema,
    reply: cardExtrasReplySchema,
  },
  ask: {
    method: 'POST',
    path: '/user/cards/:id/extras',
    ...byId,
    body: cardExtraAskBodySchema,
    reply: cardExtraSchema,
    status: 201,
  },
  approve: {
    method: 'POST',
    path: '/user/card-extras/:id/approve',
    ...byId,
    body: cardExtraApproveBodySchema,
    reply: cardExtraSchema,
  },
  refuse: {
    method: 'POST',
    path: '/user/card-extras/:id/refuse',
    ...byId,
    body: cardExtraRefuseBodySchema,
    reply: cardExtraSchema,
  },
  withdraw: {
    method: 'POST',
    path: '/user/card-extras/:id/withdraw',
    ...byId,
    reply: cardExtraSchema,
  },
});
