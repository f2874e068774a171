import * as z from 'zod/mini';
import { cardNumberSchema, pinSchema } from './cards';
import { odometerFields } from './odometer';
import { PRODUCT_UNITS } from './products';
import { volumeSchema } from './refuels';
import { chosenIdSchema } from './validation';

/** The pump terminal's calls for a company fuel card: authorise (hold), then complete. */
export const stationCardAuthorizeParamsSchema = z.object({ stationId: z.string().check(z.uuid()) });
export const stationCardAuthorizeBodySchema = z.object({
  card_number: cardNumberSchema,
  pin: pinSchema,
  product_id: chosenIdSchema(),
  volume: volumeSchema(1),
  /** The pump may ask the driver for the odometer: kept for the card's vehicle. */
  ...odometerFields,
});
export type StationCardAuthorizeBody = z.infer<typeof stationCardAuthorizeBodySchema>;
export const stationCardAuthorizeReplySchema = z.object({
  refuel_id: z.string(),
  card_last4: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  unit: z.enum(PRODUCT_UNITS),
  /** Held for this refuel; the pump may dispense up to this much. */
  max_volume: z.number(),
  expires_at: z.string(),
});
export const stationCardRefuelParamsSchema = z.object({
  stationId: z.string().check(z.uuid()),
  refuelId: z.string().check(z.uuid()),
});
/** Completing answers `stationCompleteReplySchema`, as for refuel codes. */
export type StationCardAuthorizeParams = z.infer<typeof stationCardAuthorizeParamsSchema>;
export type StationCardAuthorizeReply = z.infer<typeof stationCardAuthorizeReplySchema>;
export type StationCardRefuelParams = z.infer<typeof stationCardRefuelParamsSchema>;
