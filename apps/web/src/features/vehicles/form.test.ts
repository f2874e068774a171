import { vehicleBodySchema } from '@fuel/contract';
import { describe, expect, it } from 'vitest';
import { EMPTY_VEHICLE, platePreview, valuesOf } from './form';

const FUEL = '7f1e0c9a-4b8e-4d7a-9c2f-1a2b3c4d5e6f';

describe('vehicle form mapping', () => {
  it('starts an edit from the saved vehicle', () => {
    expect(
      valuesOf({
        id: 'v1',
        license_plate: '12 AB 345',
        model: 'Toyota Camry',
        primary_fuel_type: FUEL,
        primary_fuel_name: 'Regular 92',
        created_at: '2025-01-01T00:00:00Z',
      }),
    ).toEqual({ license_plate: '12 AB 345', model: 'Toyota Camry', primary_fuel_type: FUEL });
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
