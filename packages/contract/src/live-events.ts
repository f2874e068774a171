import * as z from 'zod/mini';
import {
  CARD_EVENT_TYPES,
  CARD_EXTRA_EVENT,
  cardChangedEventSchema,
  cardExtraChangedEventSchema,
  cardOrderChangedEventSchema,
  cardRefuelCompletedEventSchema,
  stationCompleteReplySchema,
} from './live-event-data';
import { FILL_EXCEPTION_EVENT, fillFlaggedEventSchema } from './odometer';

const event = <T extends string, D extends z.core.SomeType>(type: T, data: D) =>
  z.object({ type: z.literal(type), data });

/** Why a balance moved; `order_id` names the purchase, `transfer_id` the transfer. */
export const BALANCE_CHANGE_REASONS = ['purchase', 'transfer', 'card', 'refuel_cancelled'] as const;

/**
 * Every event of the live stream (GET /user/events): its SSE event name is `type`, its data
 * line is `data`. The API publishes only these, and the web reads only what matches one.
 */
export const liveEventSchema = z.discriminatedUnion('type', [
  event(
    'balance.changed',
    z.object({
      product_id: z.string(),
      reason: z.enum(BALANCE_CHANGE_REASONS),
      order_id: z.optional(z.string()),
      transfer_id: z.optional(z.string()),
    }),
  ),
  event('refuel.completed', stationCompleteReplySchema),
  event('refuel.expired', z.object({ refuel_id: z.string() })),
  event(
    'transfer.received',
    z.object({
      transfer_id: z.string(),
      from_id: z.number(),
      product_id: z.string(),
      quantity: z.number(),
    }),
  ),
  event('relation.changed', z.object({ user_relation_id: z.string(), change: z.string() })),
  event('fuel_request.changed', z.object({ fuel_request_id: z.string(), change: z.string() })),
  event('notification', z.object({ id: z.string() })),
  event(CARD_EVENT_TYPES.cardChanged, cardChangedEventSchema),
  event(CARD_EVENT_TYPES.cardRefuelCompleted, cardRefuelCompletedEventSchema),
  event(CARD_EVENT_TYPES.cardOrderChanged, cardOrderChangedEventSchema),
  event(CARD_EXTRA_EVENT, cardExtraChangedEventSchema),
  event(FILL_EXCEPTION_EVENT, fillFlaggedEventSchema),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
export type LiveEventType = LiveEvent['type'];
