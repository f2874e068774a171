import { normalizePlate, type Vehicle } from '@fuel/contract';

export type VehicleField = 'license_plate' | 'model' | 'primary_fuel_type';
export type VehicleValues = Record<VehicleField, string>;

export const EMPTY_VEHICLE: VehicleValues = { license_plate: '', model: '', primary_fuel_type: '' };

/** The edit form starts from the saved vehicle. */
export function valuesOf(vehicle: Vehicle): VehicleValues {
  return {
    license_plate: vehicle.license_plate,
    model: vehicle.model,
    primary_fuel_type: vehicle.primary_fuel_type,
  };
}

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
