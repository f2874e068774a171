import * as z from 'zod/mini';
import { idParamsSchema, listQuerySchema, listReplySchema } from './list';
import { FILL_EXCEPTIONS, odometerSchema } from './odometer';
import { PRODUCT_UNITS } from './products';
import { defineRoutes } from './route';
import { dateParam } from './transactions';
import { V } from './validation';

/**
 * Vehicles' fills, consumption and the fills that look wrong (DESIGN §5.9). A fill is a
 * completed refuel for a vehicle: a balance's code naming the vehicle, or a company card given
 * to it. Consumption is counted per fuel from full tank to full tank (partial fills add to the
 * next full one; a missed fill or a reset odometer starts again).
 */

export const fillSchema = z.object({
  /** The refuel's id: the history's refuel names it. */
  id: z.string(),
  vehicle_id: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  unit: z.enum(PRODUCT_UNITS),
  quantity: z.number(),
  /** Drams: the quantity at the fuel's price that day. */
  amount: z.number(),
  station_name: z.nullable(z.string()),
  card: z.nullable(z.object({ id: z.string(), last4: z.string() })),
  driver_name: z.nullable(z.string()),
  filled_at: z.string(),
  odometer_km: z.nullable(z.number()),
  full_tank: z.boolean(),
  missed_before: z.boolean(),
  odometer_reset: z.boolean(),
  /** On a full fill that closes a measured stretch: its km and its use per 100 km. */
  distance_km: z.nullable(z.number()),
  per_100km: z.nullable(z.number()),
  exceptions: z.array(z.enum(FILL_EXCEPTIONS)),
});
export type Fill = z.infer<typeof fillSchema>;
export const fillsReplySchema = listReplySchema(fillSchema);
export type FillsReply = z.infer<typeof fillsReplySchema>;

const periodFields = { from: z.optional(dateParam), to: z.optional(dateParam) };
export const fillsQuerySchema = z.extend(listQuerySchema, periodFields);
export type FillsQuery = z.infer<typeof fillsQuerySchema>;

/** Said afterwards, from the history or the vehicle's page. */
export const fillEditBodySchema = z.object({
  odometer_km: z.optional(z.nullable(odometerSchema)),
  full_tank: z.optional(z.boolean()),
  /** A fill before this one was not recorded: consumption starts again here. */
  missed_before: z.optional(z.boolean()),
  /** The odometer was reset or replaced: a lower reading is then accepted (and flagged). */
  odometer_reset: z.optional(z.boolean()),
});
export type FillEditBody = z.infer<typeof fillEditBodySchema>;

// ----- consumption report -----
export const CONSUMPTION_GROUPS = ['vehicle', 'card', 'driver'] as const;
export type ConsumptionGroup = (typeof CONSUMPTION_GROUPS)[number];
export const consumptionQuerySchema = z.object({
  ...periodFields,
  vehicle_id: z.optional(z.string().check(z.uuid())),
  /** Whom the monthly litres and drams are given by. */
  by: z.optional(z.enum(CONSUMPTION_GROUPS)),
});
export type ConsumptionQuery = z.infer<typeof consumptionQuerySchema>;

const usage = {
  product_id: z.string(),
  unit: z.enum(PRODUCT_UNITS),
  /** All fills in the period. */
  quantity: z.number(),
  amount: z.number(),
  /** Measured stretches only (full tank to full tank): what consumption is worked from. */
  distance_km: z.number(),
  measured_quantity: z.number(),
  per_100km: z.nullable(z.number()),
  cost_per_km: z.nullable(z.number()),
};
export const vehicleConsumptionSchema = z.object({
  vehicle_id: z.string(),
  license_plate: z.string(),
  model: z.string(),
  fuels: z.array(z.object({ ...usage, product_name: z.string() })),
  exceptions: z.number(),
});
export const consumptionReplySchema = z.object({
  from: z.string(),
  to: z.string(),
  vehicles: z.array(vehicleConsumptionSchema),
  /** Per month (YYYY-MM, Yerevan) and per vehicle, card or driver, as `by` asked. */
  months: z.array(
    z.object({
      month: z.string(),
      key: z.nullable(z.string()),
      label: z.string(),
      product_id: z.string(),
      quantity: z.number(),
      amount: z.number(),
      distance_km: z.number(),
      measured_quantity: z.number(),
    }),
  ),
});
export type VehicleConsumption = z.infer<typeof vehicleConsumptionSchema>;
export type ConsumptionReply = z.infer<typeof consumptionReplySchema>;

// ----- exceptions -----
export const fillExceptionsQuerySchema = z.extend(listQuerySchema, {
  ...periodFields,
  kind: z.optional(z.enum(FILL_EXCEPTIONS)),
  vehicle_id: z.optional(z.string().check(z.uuid())),
});
export type FillExceptionsQuery = z.infer<typeof fillExceptionsQuerySchema>;
export const fillExceptionSchema = z.extend(fillSchema, {
  license_plate: z.string(),
  /** The card's state now, so the list can offer to block it. */
  card_state: z.nullable(z.string()),
});
export type FillExceptionRow = z.infer<typeof fillExceptionSchema>;
export const fillExceptionsReplySchema = listReplySchema(fillExceptionSchema);

// ----- settings -----
export const FLEET_SETTING_LIMITS = {
  quickRefillMinutes: { min: 5, max: 24 * 60, default: 60 },
  highConsumptionPercent: { min: 110, max: 500, default: 140 },
} as const;
const setting = (limits: { min: number; max: number }) =>
  z
    .number({ error: V.number })
    .check(
      z.int({ error: V.integer }),
      z.minimum(limits.min, { error: V.min }),
      z.maximum(limits.max, { error: V.max }),
    );
export const fleetSettingsSchema = z.object({
  /** Two fills of one fuel in one vehicle closer than this are flagged. */
  quick_refill_minutes: setting(FLEET_SETTING_LIMITS.quickRefillMinutes),
  /** A stretch using more than this % of the vehicle's usual is flagged. */
  high_consumption_percent: setting(FLEET_SETTING_LIMITS.highConsumptionPercent),
});
export type FleetSettings = z.infer<typeof fleetSettingsSchema>;

const byId = { params: idParamsSchema };

/** Fills, consumption, exceptions and their settings. */
export const fleetRoutes = defineRoutes({
  fills: {
    method: 'GET',
    path: '/user/vehicles/:id/fills',
    ...byId,
    query: fillsQuerySchema,
    reply: fillsReplySchema,
  },
  getFill: { method: 'GET', path: '/user/fills/:id', ...byId, reply: fillSchema },
  editFill: {
    method: 'PATCH',
    path: '/user/fills/:id',
    ...byId,
    body: fillEditBodySchema,
    reply: fillSchema,
  },
  consumption: {
    method: 'GET',
    path: '/user/consumption',
    query: consumptionQuerySchema,
    reply: consumptionReplySchema,
  },
  exceptions: {
    method: 'GET',
    path: '/user/fill-exceptions',
    query: fillExceptionsQuerySchema,
    reply: fillExceptionsReplySchema,
  },
  settings: { method: 'GET', path: '/user/fleet-settings', reply: fleetSettingsSchema },
  saveSettings: {
    method: 'PUT',
    path: '/user/fleet-settings',
    body: fleetSettingsSchema,
    reply: fleetSettingsSchema,
  },
});
