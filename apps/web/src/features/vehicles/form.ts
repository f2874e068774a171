import { normalizePlate, type Vehicle, vehicleBodySchema } from '@fuel/contract';
import { preparing, toNumber } from '../../lib/forms';

export type VehicleField =
  | 'license_plate'
  | 'model'
  | 'primary_fuel_type'
  | 'primary_tank_capacity'
  | 'second_fuel_type'
  | 'second_tank_capacity';
export type VehicleValues = Record<VehicleField, string>;

export const EMPTY_VEHICLE: VehicleValues = {
  license_plate: '',
  model: '',
  primary_fuel_type: '',
  primary_tank_capacity: '',
  second_fuel_type: '',
  second_tank_capacity: '',
};

const text = (n: number | null) => (n === null ? '' : String(n));

/** The edit form starts from the saved vehicle. */
export function valuesOf(vehicle: Vehicle): VehicleValues {
  return {
    license_plate: vehicle.license_plate,
    model: vehicle.model,
    primary_fuel_type: vehicle.primary_fuel_type,
    primary_tank_capacity: text(vehicle.primary_tank_capacity),
    second_fuel_type: vehicle.second_fuel_type ?? '',
    second_tank_capacity: text(vehicle.second_tank_capacity),
  };
}

/**
 * The contract's body checked from the form's text: an empty capacity or second fuel is sent as
 * "unknown" (null), and the second tank goes with the second fuel only.
 */
export const vehicleFormSchema = preparing(vehicleBodySchema, (v) => ({
  license_plate: v.license_plate,
  model: v.model,
  primary_fuel_type: v.primary_fuel_type,
  primary_tank_capacity: toNumber(v.primary_tank_capacity) ?? null,
  second_fuel_type: v.second_fuel_type || null,
  second_tank_capacity: v.second_fuel_type ? (toNumber(v.second_tank_capacity) ?? null) : null,
}));

/**
 * How the plate will be saved (the API writes "12ab345" as "12 AB 345"), shown under the field
 * only when it differs from what was typed; nothing for an empty field.
 */
export function platePreview(typed: string): string | null {
  const trimmed = typed.trim();
  if (!trimmed) return null;
  const saved = normalizePlate(trimmed);
  return saved === trimmed ? null : saved;
}

export const PAGE_SIZE = 12;
