import { vehicleBodySchema } from '@fuel/contract';
import { describe, expect, it } from 'vitest';
import { EMPTY_VEHICLE, platePreview, valuesOf, vehicleFormSchema } from './form';

const FUEL = '7f1e0c9a-4b8e-4d7a-9c2f-1a2b3c4d5e6f';
const LPG = '7f1e0c9a-4b8e-4d7a-9c2f-1a2b3c4d5e70';

describe('vehicle form mapping', () => {
  it('starts an edit from the saved vehicle', () => {
    expect(
      valuesOf({
        id: 'v1',
        license_plate: '12 AB 345',
        model: 'Toyota Camry',
        primary_fuel_type: FUEL,
        primary_fuel_name: 'Regular 92',
        second_fuel_type: LPG,
        second_fuel_name: 'LPG',
        primary_tank_capacity: 60,
        second_tank_capacity: null,
        odometer_km: 123_456,
        created_at: '2025-01-01T00:00:00Z',
      }),
    ).toEqual({
      license_plate: '12 AB 345',
      model: 'Toyota Camry',
      primary_fuel_type: FUEL,
      primary_tank_capacity: '60',
      second_fuel_type: LPG,
      second_tank_capacity: '',
    });
  });

  it('sends empty capacities as unknown, and the second tank only with a second fuel', () => {
    const typed = { ...EMPTY_VEHICLE, license_plate: '12ab345', model: 'Niva' };
    const first = vehicleFormSchema.safeParse({ ...typed, primary_fuel_type: FUEL });
    expect(first.success && first.data).toMatchObject({
      primary_tank_capacity: null,
      second_fuel_type: null,
      second_tank_capacity: null,
    });
    const alone = vehicleFormSchema.safeParse({
      ...typed,
      primary_fuel_type: FUEL,
      second_tank_capacity: '40',
    });
    expect(alone.success && alone.data.second_tank_capacity).toBeNull();
    const both = vehicleFormSchema.safeParse({
      ...typed,
      primary_fuel_type: FUEL,
      primary_tank_capacity: '55',
      second_fuel_type: LPG,
      second_tank_capacity: '42',
    });
    expect(both.success && both.data).toMatchObject({
      primary_tank_capacity: 55,
      second_fuel_type: LPG,
      second_tank_capacity: 42,
    });
    const half = vehicleFormSchema.safeParse({
      ...typed,
      primary_fuel_type: FUEL,
      primary_tank_capacity: '55.5',
    });
    expect(half.success).toBe(false);
  });

  it('shows how a plate will be written, only when it differs', () => {
    expect(platePreview('12ab345')).toBe('12 AB 345');
    expect(platePreview('12-ab-345')).toBe('12 AB 345');
    expect(platePreview('12 AB 345')).toBeNull();
    expect(platePreview('  ')).toBeNull();
  });

  it('the contract schema asks for every field and trims the text', () => {
    const empty = vehicleBodySchema.safeParse(EMPTY_VEHICLE);
    expect(empty.success).toBe(false);
    const paths = empty.error?.issues.map((issue) => issue.path[0]);
    expect(paths).toEqual(expect.arrayContaining(['license_plate', 'model', 'primary_fuel_type']));
    const ok = vehicleBodySchema.parse({
      license_plate: ' 12ab345 ',
      model: ' Niva ',
      primary_fuel_type: FUEL,
    });
    expect(ok).toEqual({ license_plate: '12ab345', model: 'Niva', primary_fuel_type: FUEL });
  });
});
