import * as z from 'zod/mini';
import { V } from './validation';

/*
 * What the refuel calls and the live stream need of vehicles' fills, kept apart from fleet.ts:
 * they load on every page, the fleet's routes and reports only on its own.
 */

/** The flags a fill can carry: they never refuse a fill, they point at it. */
export const FILL_EXCEPTIONS = [
  'over_tank',
  'quick_refill',
  'wrong_fuel',
  'high_consumption',
  'odometer_back',
] as const;
export type FillExceptionKind = (typeof FILL_EXCEPTIONS)[number];

export const ODOMETER_MAX_KM = 9_999_999;
export const odometerSchema = z
  .number({ error: V.number })
  .check(
    z.int({ error: V.integer }),
    z.minimum(0, { error: V.min }),
    z.maximum(ODOMETER_MAX_KM, { error: V.max }),
  );

/**
 * What a driver may say with a refuel (a code, a card at the pump, or later from the history):
 * the odometer reading, and whether the tank was filled full (assumed when left out).
 */
export const odometerFields = {
  odometer_km: z.optional(z.nullable(odometerSchema)),
  full_tank: z.optional(z.boolean()),
};

export const FILL_EXCEPTION_EVENT = 'fill.flagged';
export const fillFlaggedEventSchema = z.object({
  fill_id: z.string(),
  vehicle_id: z.string(),
  exceptions: z.array(z.enum(FILL_EXCEPTIONS)),
});
