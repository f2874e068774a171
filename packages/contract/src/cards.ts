import * as z from 'zod/mini';
import { wholeQuantitySchema } from './friends';
import { listQuerySchema, listReplySchema } from './list';
import type { cardChangedEventSchema, cardRefuelCompletedEventSchema } from './live-event-data';
import { PRODUCT_UNITS } from './products';
import { volumeSchema } from './refuels';
import { shownTextSchema } from './text';
import { chosenIdSchema, V } from './validation';

/**
 * Company fuel cards (DESIGN §5.7): ordered in quantity, added by number + activation code, each
 * with a driver, vehicle, allowed products with day/month limits and a PIN for the pump. Only
 * companies have them; an individual's calls answer 403.
 *
 * Calls (under `/api`; the schemas of orders are in card-orders.ts, the pump's in station-cards.ts):
 * - `POST /user/card-orders` (cardOrderBodySchema → 201 cardOrderSchema), `GET /user/card-orders`
 *   (cardOrdersQuerySchema → cardOrdersReplySchema), `GET /user/card-orders/{id}`,
 *   `POST /user/card-orders/{id}/cancel` (only while `received`, else 409 CARD_ORDER_FINAL).
 * - `GET /user/cards` (cardsQuerySchema → cardsReplySchema), `GET /user/cards/{id}` (cardSchema),
 *   `POST /user/cards` (cardAddBodySchema → 201 cardSchema), `PATCH /user/cards/{id}`
 *   (cardUpdateBodySchema → cardSchema), `POST /user/cards/{id}/block` and `/unblock` (→ cardSchema),
 *   `POST /user/cards/{id}/load` (cardLoadBodySchema → cardMoveReplySchema),
 *   `POST /user/cards/transfer/{id}` (cardTransferBodySchema → cardMoveReplySchema),
 *   `DELETE /user/cards/{id}` (→ cardDeleteReplySchema),
 *   `GET /user/cards/{id}/transactions` (cardTransactionsQuerySchema → transactionsReplySchema).
 * - Station API: `POST /station/v1/stations/{stationId}/card-refuels` (authorise: hold),
 *   `POST /station/v1/stations/{stationId}/card-refuels/{refuelId}/complete`
 *   (stationCompleteBodySchema → stationCompleteReplySchema; 0 dispensed releases the hold),
 *   `POST /station/v1/stations/{stationId}/card-refuels/{refuelId}/cancel` (→ the same reply,
 *   dispensed 0: nothing was dispensed, the hold is released).
 * Load and transfer honour `Idempotency-Key`.
 */
export const CARD_LIMITS = {
  /** Cards in one order. */
  orderQuantityMax: 50,
  nameMax: 50,
  addressMax: 200,
  noteMax: 500,
  /** Wrong PINs in a row at the pump before the card blocks itself. */
  pinAttempts: 5,
  /**
   * Wrong PINs in a row after which the card takes a pause: no PIN is checked for it (429 with
   * Retry-After) for `pinPauseSeconds`, doubled with every further wrong one, so that a pump's
   * key cannot block a stranger's card with five quick guesses.
   */
  pinTriesBeforePause: 3,
  pinPauseSeconds: 30,
  /** Wrong card numbers or activation codes a company may enter within the window below. */
  activationAttempts: 10,
  /** The window, in seconds, over which a company's wrong activations are counted. */
  activationLockSeconds: 3600,
  /** A day or month limit, in the product's unit. */
  limitMax: 100_000,
} as const;

/** A card number: 16 digits; spaces typed between groups are ignored. */
export const CARD_NUMBER_PATTERN = /^\d{16}$/;
export function normalizeCardNumber(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}
export const cardNumberSchema = z
  .string({ error: V.required })
  .check(
    z.overwrite(normalizeCardNumber),
    z.minLength(1, { error: V.required, abort: true }),
    z.regex(CARD_NUMBER_PATTERN, { error: V.cardNumber }),
  );
export const pinSchema = z.string().check(z.regex(/^\d{4}$/, { error: V.pin }));

/**
 * A PIN anyone would try first: one digit four times (1111), a pair twice (1212), or digits in a
 * row up or down (1234, 4321, 7890, 0987).
 */
export function isTrivialPin(pin: string): boolean {
  if (!/^\d{4}$/.test(pin)) return false;
  if (/^(\d\d)\1$/.test(pin)) return true;
  const steps = [1, 2, 3].map((i) => (Number(pin[i]) - Number(pin[i - 1]) + 10) % 10);
  return steps.every((s) => s === 1) || steps.every((s) => s === 9);
}

/** A PIN a company sets on a card: four digits, not one of the first ones a thief would try. */
export const newPinSchema = z.string().check(
  z.regex(/^\d{4}$/, { error: V.pin, abort: true }),
  z.refine((pin) => !isTrivialPin(pin), { error: V.pinTrivial }),
);

export const CARD_STATES = ['active', 'blocked', 'closed'] as const;
export type CardState = (typeof CARD_STATES)[number];
/** Why a card is blocked: by the company, or by the card itself after too many wrong PINs. */
export const CARD_BLOCK_REASONS = ['company', 'pin'] as const;
/**
 * Where a card's fuel comes from at the pump: the company's balance (within the card's limits)
 * or only the fuel loaded onto the card.
 */
export const CARD_FUNDING = ['company', 'card'] as const;
export type CardFunding = (typeof CARD_FUNDING)[number];

/** One allowed product with its limits (`null` = no limit), in the product's unit. */
export const cardProductSchema = z.object({
  product_id: z.string(),
  product_name: z.string(),
  unit: z.enum(PRODUCT_UNITS),
  day_limit: z.nullable(z.number()),
  month_limit: z.nullable(z.number()),
  /** Dispensed and held today / this month (Asia/Yerevan calendar). */
  day_used: z.number(),
  month_used: z.number(),
  /** What may still be drawn before a limit is reached; `null` = no limit. */
  day_remaining: z.nullable(z.number()),
  month_remaining: z.nullable(z.number()),
  /** An approved ask for more, valid now: it raises both limits by this much. */
  extra: z.optional(z.number()),
});
export type CardProduct = z.infer<typeof cardProductSchema>;

/** Fuel loaded onto the card (a sub-account of the company). */
export const cardBalanceSchema = z.object({
  product_id: z.string(),
  product_name: z.string(),
  unit: z.enum(PRODUCT_UNITS),
  balance: z.number(),
  held: z.number(),
});
export type CardBalance = z.infer<typeof cardBalanceSchema>;

export const cardSchema = z.object({
  id: z.string(),
  /** Only the last four digits are ever shown: `•••• 1234`. */
  number_masked: z.string(),
  last4: z.string(),
  /** The driver or any name the company gives the card; `null` = unassigned. */
  name: z.nullable(z.string()),
  vehicle_id: z.nullable(z.string()),
  vehicle_plate: z.nullable(z.string()),
  /** The vehicle's last odometer reading: offered when a code is drawn on the card. */
  vehicle_odometer_km: z.optional(z.nullable(z.number())),
  state: z.enum(CARD_STATES),
  blocked_reason: z.nullable(z.enum(CARD_BLOCK_REASONS)),
  funding: z.enum(CARD_FUNDING),
  pin_set: z.boolean(),
  /** The card's group (e.g. a department), if any. */
  group: z.nullable(z.object({ id: z.string(), name: z.string() })),
  /** The team member the card is assigned to (DESIGN §5.8); they see it as a driver. */
  driver: z.nullable(z.object({ id: z.number(), name: z.string() })),
  /** The settings' version: send it back with a change, so a change made meanwhile is not lost. */
  version: z.number(),
  /** Empty: the card cannot be used at the pump yet. */
  products: z.array(cardProductSchema),
  balances: z.array(cardBalanceSchema),
  /** The order it came with, if any. */
  order_id: z.nullable(z.string()),
  created_at: z.string(),
});
export type Card = z.infer<typeof cardSchema>;

export const cardsQuerySchema = z.extend(listQuerySchema, {
  status: z.optional(z.enum(CARD_STATES)),
  group_id: z.optional(z.string().check(z.uuid())),
  /** Last digits of the number, the name/driver or the vehicle's plate. */
  search: z.optional(z.string().check(z.trim(), z.maxLength(50))),
});
export type CardsQuery = z.infer<typeof cardsQuerySchema>;
export const cardsReplySchema = listReplySchema(cardSchema);
export type CardsReply = z.infer<typeof cardsReplySchema>;

/** Add a card the company already holds: the number and the code printed on its carrier. */
export const cardAddBodySchema = z.object({
  number: cardNumberSchema,
  activation_code: z
    .string({ error: V.required })
    .check(z.trim(), z.regex(/^\d{6}$/, { error: V.code })),
});
export type CardAddBody = z.infer<typeof cardAddBodySchema>;

const limitSchema = z.nullable(
  volumeSchema(1).check(z.maximum(CARD_LIMITS.limitMax, { error: V.max })),
);
/** A day can never allow more than its month: such a limit could never be reached. */
export const cardProductBodySchema = z
  .object({
    product_id: chosenIdSchema(),
    day_limit: limitSchema,
    month_limit: limitSchema,
  })
  .check(
    z.refine(
      (p) => p.day_limit === null || p.month_limit === null || p.day_limit <= p.month_limit,
      {
        error: V.dayAboveMonth,
        path: ['day_limit'],
      },
    ),
  );
/** Only the fields sent change. `products` replaces the whole list; `pin` sets or changes it. */
export const cardUpdateBodySchema = z.object({
  name: z.optional(z.nullable(shownTextSchema(CARD_LIMITS.nameMax))),
  vehicle_id: z.optional(z.nullable(chosenIdSchema())),
  funding: z.optional(z.enum(CARD_FUNDING)),
  products: z.optional(z.array(cardProductBodySchema).check(z.maxLength(20))),
  pin: z.optional(newPinSchema),
  /** The group to put the card in, or null to take it out of its group. */
  group_id: z.optional(z.nullable(z.string().check(z.uuid({ error: V.invalid })))),
  /** A member's public ID to assign the card to, or null to take it from them. */
  driver_id: z.optional(
    z.nullable(z.number({ error: V.userId }).check(z.int({ error: V.userId }))),
  ),
  /** The `version` the change was made from: 409 CARD_CHANGED when the card changed since. */
  version: z.optional(z.number().check(z.int(), z.minimum(1))),
});
export type CardUpdateBody = z.infer<typeof cardUpdateBodySchema>;

/**
 * Company → card (`POST /user/cards/{id}/load`), `Idempotency-Key` honoured: whole units, at
 * least 1 (SPEC §5), as for a transfer. Moving back takes any remainder a refuel left.
 */
export const cardLoadBodySchema = z.object({
  product_id: chosenIdSchema(),
  volume: wholeQuantitySchema,
});
export type CardLoadBody = z.infer<typeof cardLoadBodySchema>;
/** Card → company (`POST /user/cards/transfer/{id}`): `volume` omitted moves all of it back. */
export const cardTransferBodySchema = z.object({
  product_id: chosenIdSchema(),
  volume: z.optional(volumeSchema(0.001)),
});
export type CardTransferBody = z.infer<typeof cardTransferBodySchema>;
/** The same with the volume given (what a form asking for one sends). */
export const cardPartTransferBodySchema = z.object({
  product_id: chosenIdSchema(),
  volume: volumeSchema(0.001),
});
export const cardMoveReplySchema = z.object({
  product_id: z.string(),
  /** What moved, in the product's unit. */
  volume: z.number(),
  card: cardSchema,
});
export type CardMoveReply = z.infer<typeof cardMoveReplySchema>;

/** Deleting a card returns its fuel to the company, then closes it for good. */
export const cardDeleteReplySchema = z.object({
  id: z.string(),
  returned: z.array(z.object({ product_id: z.string(), volume: z.number() })),
});
export type CardDeleteReply = z.infer<typeof cardDeleteReplySchema>;

/** A card's own history: `GET /user/cards/{id}/transactions` answers `transactionsReplySchema`. */
export const cardTransactionsQuerySchema = listQuerySchema;

// ----- live events (server-sent, to the company's open pages) -----
export type CardProductBody = z.infer<typeof cardProductBodySchema>;
export type CardTransactionsQuery = z.infer<typeof cardTransactionsQuerySchema>;
export {
  CARD_EVENT_TYPES,
  cardChangedEventSchema,
  cardRefuelCompletedEventSchema,
} from './live-event-data';
export type CardChangedEvent = z.infer<typeof cardChangedEventSchema>;
export type CardRefuelCompletedEvent = z.infer<typeof cardRefuelCompletedEventSchema>;
