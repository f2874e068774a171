import * as z from 'zod/mini';
import { idParamsSchema, listReplySchema } from './list';
import { odometerFields } from './odometer';
import { volumeSchema } from './refuels';
import { defineRoutes } from './route';
import { chosenIdSchema, V } from './validation';

/**
 * A refuel code drawn on a company card (DESIGN §5.8): the driver at the pump gets six digits
 * instead of giving the card and its PIN. The volume is held on the card's fuel (or the company's,
 * as the card is set) and counts against the card's day and month limits from the moment the code
 * is drawn. Card codes start with this digit and the codes drawn on a balance never do, so a pump
 * terminal's code goes to the one place that can hold it.
 */
export const CARD_CODE_PREFIX = '9';
export const isCardCode = (code: string) => code.startsWith(CARD_CODE_PREFIX);

export const cardCodeBodySchema = z.object({
  product_id: chosenIdSchema(),
  volume: volumeSchema(1),
  /** Good only at this station; any station selling the fuel when left out. */
  station_id: z.optional(z.nullable(z.string().check(z.uuid({ error: V.invalid })))),
  /** The odometer of the card's vehicle now, and whether its tank will be filled full. */
  ...odometerFields,
});
export type CardCodeBody = z.infer<typeof cardCodeBodySchema>;

export const CARD_CODE_STATES = ['active', 'completed', 'cancelled', 'expired'] as const;
export const cardCodeSchema = z.object({
  id: z.string(),
  card_id: z.string(),
  /** Shown only while the code can be used. */
  code: z.nullable(z.string()),
  state: z.enum(CARD_CODE_STATES),
  product_id: z.string(),
  volume: z.number(),
  dispensed: z.nullable(z.number()),
  station_id: z.nullable(z.string()),
  expires_at: z.string(),
});
export type CardCode = z.infer<typeof cardCodeSchema>;
export const cardCodesReplySchema = listReplySchema(cardCodeSchema);
export type CardCodesReply = z.infer<typeof cardCodesReplySchema>;

export const cardCodeParamsSchema = z.extend(idParamsSchema, {
  codeId: z.string().check(z.uuid()),
});

const byId = { params: idParamsSchema };

/** Refuel codes drawn on one card: draw, list (active and today's), give back. */
export const cardCodesRoutes = defineRoutes({
  list: { method: 'GET', path: '/user/cards/:id/codes', ...byId, reply: cardCodesReplySchema },
  draw: {
    method: 'POST',
    path: '/user/cards/:id/codes',
    ...byId,
    body: cardCodeBodySchema,
    reply: cardCodeSchema,
  },
  cancel: {
    method: 'POST',
    path: '/user/cards/:id/codes/:codeId/cancel',
    params: cardCodeParamsSchema,
    reply: cardCodeSchema,
  },
});
