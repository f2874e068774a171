import * as z from 'zod/mini';
import { messageReplySchema } from './auth';
import { idParamsSchema, listQuerySchema, listReplySchema } from './list';
import { defineRoutes } from './route';
import { singleLineCheck } from './text';
import { chosenIdSchema, V } from './validation';

const ARMENIAN_PLATE = /^(\d{2})\s*-?\s*([A-Z]{2})\s*-?\s*(\d{3})$/;

/**
 * One spelling per plate: upper case, single spaces, and Armenian civilian plates written as
 * "12 AB 345" however they were typed ("12ab345", "12-AB-345").
 */
export function normalizePlate(raw: string): string {
  const text = raw.trim().toUpperCase().replace(/\s+/g, ' ');
  const armenian = ARMENIAN_PLATE.exec(text);
  return armenian ? `${armenian[1]} ${armenian[2]} ${armenian[3]}` : text.replace(/\s*-\s*/g, '-');
}

export const plateSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: V.required, abort: true }),
    z.regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,13}$/, { error: V.plate }),
  );

/** A tank's capacity, whole units: a truck's tanks reach a few hundred litres. */
export const TANK_CAPACITY_MAX = 2000;
const tankCapacitySchema = z
  .number({ error: V.number })
  .check(
    z.int({ error: V.integer }),
    z.minimum(1, { error: V.min }),
    z.maximum(TANK_CAPACITY_MAX, { error: V.max }),
  );

export const vehicleBodySchema = z
  .object({
    license_plate: plateSchema,
    model: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: V.required, abort: true }),
        z.maxLength(60, { error: V.tooLong }),
        singleLineCheck(),
      ),
    primary_fuel_type: chosenIdSchema(),
    /** A second fuel beside the first (LPG or CNG beside petrol). */
    second_fuel_type: z.optional(z.nullable(chosenIdSchema())),
    /** Tank capacities in whole litres (m³ for CNG); unknown when left out. */
    primary_tank_capacity: z.optional(z.nullable(tankCapacitySchema)),
    second_tank_capacity: z.optional(z.nullable(tankCapacitySchema)),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.second_fuel_type && v.second_fuel_type === v.primary_fuel_type)
        ctx.issues.push({
          code: 'custom',
          path: ['second_fuel_type'],
          message: V.sameFuel,
          input: v.second_fuel_type,
        });
    }),
  );
export type VehicleBody = z.infer<typeof vehicleBodySchema>;

export const vehicleSchema = z.object({
  id: z.string(),
  license_plate: z.string(),
  model: z.string(),
  primary_fuel_type: z.string(),
  primary_fuel_name: z.string(),
  second_fuel_type: z.nullable(z.string()),
  second_fuel_name: z.nullable(z.string()),
  primary_tank_capacity: z.nullable(z.number()),
  second_tank_capacity: z.nullable(z.number()),
  /** The last reading given with a fill: offered again with the next one. */
  odometer_km: z.nullable(z.number()),
  created_at: z.string(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;
export const vehiclesQuerySchema = listQuerySchema;
export const vehiclesReplySchema = listReplySchema(vehicleSchema);

export const vehiclesRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: '/user/vehicles',
    query: vehiclesQuerySchema,
    reply: vehiclesReplySchema,
  },
  get: { method: 'GET', path: '/user/vehicles/:id', params: idParamsSchema, reply: vehicleSchema },
  create: { method: 'POST', path: '/user/vehicles', body: vehicleBodySchema, reply: vehicleSchema },
  update: {
    method: 'PUT',
    path: '/user/vehicles/:id',
    params: idParamsSchema,
    body: vehicleBodySchema,
    reply: vehicleSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/user/vehicles/:id',
    params: idParamsSchema,
    reply: messageReplySchema,
  },
});

export type Plate = z.infer<typeof plateSchema>;
export type VehiclesQuery = z.infer<typeof vehiclesQuerySchema>;
export type VehiclesReply = z.infer<typeof vehiclesReplySchema>;
