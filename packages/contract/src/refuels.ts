import * as z from 'zod/mini';
import { listReplySchema } from './list';
import type { stationCompleteReplySchema } from './live-event-data';
import { odometerFields } from './odometer';
import { PRODUCT_UNITS } from './products';
import { parseQuantity } from './quantity';
import { chosenIdSchema, numberError, V } from './validation';

/** A volume on the wire: a positive decimal with at most 3 decimals, at least `min`. */
export function volumeSchema(min = 1) {
  return z.number({ error: numberError }).check(
    z.refine((v) => parseQuantity(v) !== null, { error: V.volume, abort: true }),
    z.minimum(min, { error: V.min }),
    z.maximum(100_000, { error: V.max }),
  );
}

// ----- refuelling -----
export const refuelCreateBodySchema = z.object({
  product_id: chosenIdSchema(),
  volume: volumeSchema(1),
  station_id: z.optional(z.nullable(z.string().check(z.uuid({ error: V.invalid })))),
  /** One of the user's own vehicles, the fuel is for (DESIGN §5.5); any other answers 404. */
  vehicle_id: z.optional(z.nullable(z.string().check(z.uuid({ error: V.invalid })))),
  /** With a vehicle named: its odometer now, and whether the tank will be filled full. */
  ...odometerFields,
});
export const REFUEL_STATES = ['active', 'completed', 'cancelled', 'expired'] as const;
export const refuelSchema = z.object({
  id: z.string(),
  code: z.nullable(z.string()),
  state: z.enum(REFUEL_STATES),
  product_id: z.string(),
  volume: z.number(),
  dispensed: z.nullable(z.number()),
  station_id: z.nullable(z.string()),
  /** Null when none was named, or when that vehicle has since been removed. */
  vehicle_id: z.nullable(z.string()),
  expires_at: z.string(),
});
export type Refuel = z.infer<typeof refuelSchema>;
export const refuelListReplySchema = listReplySchema(refuelSchema);
export type RefuelCreateBody = z.infer<typeof refuelCreateBodySchema>;
export type RefuelListReply = z.infer<typeof refuelListReplySchema>;

// ----- station (pump terminal) API -----
export const stationRefuelParamsSchema = z.object({
  stationId: z.string().check(z.uuid()),
  code: z.string().check(z.regex(/^\d{6}$/, { error: V.code })),
});
export const stationRefuelLookupReplySchema = z.object({
  refuel_id: z.string(),
  product_id: z.string(),
  product_code: z.string(),
  product_name: z.string(),
  unit: z.enum(PRODUCT_UNITS),
  max_volume: z.number(),
  expires_at: z.string(),
});
/**
 * What the pump dispensed, at most what was authorised. 0 means nothing was: the whole hold is
 * released, as by the cancel call.
 */
export const stationCompleteBodySchema = z.object({ dispensed: volumeSchema(0) });
export type StationRefuelParams = z.infer<typeof stationRefuelParamsSchema>;
export type StationRefuelLookupReply = z.infer<typeof stationRefuelLookupReplySchema>;
export type StationCompleteBody = z.infer<typeof stationCompleteBodySchema>;
export { stationCompleteReplySchema } from './live-event-data';
export type StationCompleteReply = z.infer<typeof stationCompleteReplySchema>;
