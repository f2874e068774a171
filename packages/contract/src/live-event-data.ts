import * as z from 'zod/mini';

/*
 * The data of the live stream's events and the few lists they name. Every signed-in page loads
 * the stream's schema (live-events.ts), so these live here, apart from the modules that use them
 * with their routes and forms (cards, card orders, drivers' asks, refuels): a page loads those
 * only when it calls them. The modules re-export what is theirs.
 */

export const CARD_EVENT_TYPES = {
  /** A card changed: state, settings, balance, or a refuel held on it. */
  cardChanged: 'card.changed',
  /** The pump reported a card refuel: it is now in the history. */
  cardRefuelCompleted: 'card.refuel.completed',
  /** A card order moved to another step. */
  cardOrderChanged: 'card_order.changed',
} as const;
export const cardChangedEventSchema = z.object({ card_id: z.string() });
export const cardRefuelCompletedEventSchema = z.object({
  card_id: z.string(),
  refuel_id: z.string(),
  product_id: z.string(),
  dispensed: z.number(),
  released: z.number(),
});

export const CARD_ORDER_STATUSES = [
  'received',
  'produced',
  'ready_for_pickup',
  'handed_over',
  'cancelled',
] as const;
export type CardOrderStatus = (typeof CARD_ORDER_STATUSES)[number];

/** Live: an order moved to another step (`CARD_EVENT_TYPES.cardOrderChanged`). */
export const cardOrderChangedEventSchema = z.object({
  order_id: z.string(),
  status: z.enum(CARD_ORDER_STATUSES),
});

export const CARD_EXTRA_STATES = ['open', 'approved', 'refused', 'withdrawn'] as const;
export type CardExtraState = (typeof CARD_EXTRA_STATES)[number];

export const CARD_EXTRA_EVENT = 'card_extra.changed';
export const cardExtraChangedEventSchema = z.object({
  extra_id: z.string(),
  card_id: z.string(),
  state: z.enum(CARD_EXTRA_STATES),
});

/** What a pump's report on a refuel code answers, and the stream tells the code's owner. */
export const stationCompleteReplySchema = z.object({
  refuel_id: z.string(),
  dispensed: z.number(),
  /** Authorised but not dispensed: back on the user's balance. */
  released: z.number(),
});
