import type { Db } from '../../db/database';
import { listActiveProducts } from '../products';
import { addVehicle } from './vehicles.service';

interface DemoVehicle {
  plate: string;
  model: string;
  /** Product codes: the primary fuel, and a second one beside it (LPG beside petrol). */
  fuel: string;
  second?: string;
  /** Whole litres, m³ for CNG. */
  tank: number;
  secondTank?: number;
}

/** Vehicles of the demo accounts (DESIGN §6), by the code of their fuels. */
const FLEETS: Record<string, DemoVehicle[]> = {
  'ani@demo.fuel-cabinet.am': [
    {
      plate: '35 OK 721',
      model: 'Toyota RAV4',
      fuel: 'PREMIUM_95',
      second: 'LPG',
      tank: 60,
      secondTank: 48,
    },
    { plate: '01 AA 118', model: 'Kia Rio', fuel: 'REGULAR_92', tank: 43 },
  ],
  'fleet@demo.fuel-cabinet.am': [
    { plate: '77 TT 301', model: 'Mercedes-Benz Actros', fuel: 'DIESEL', tank: 500 },
    { plate: '77 TT 302', model: 'MAN TGX', fuel: 'DIESEL', tank: 450 },
    {
      plate: '45 LV 916',
      model: 'ГАЗель Next',
      fuel: 'LPG',
      second: 'REGULAR_92',
      tank: 90,
      secondTank: 64,
    },
    { plate: '45 LV 917', model: 'Lada Largus CNG', fuel: 'CNG', tank: 17 },
  ],
  'davit@demo.fuel-cabinet.am': [
    { plate: '22 DS 404', model: 'Lada Niva', fuel: 'REGULAR_92', tank: 42 },
  ],
  'cargo@demo.fuel-cabinet.am': [
    { plate: '18 CG 550', model: 'Volvo FH', fuel: 'DIESEL', tank: 600 },
  ],
};

/**
 * Adds the demo vehicles through the same service as the Vehicles screen; each one's id and
 * primary fuel by plate (the demo's cards are given to them by plate).
 */
export async function seedDemoVehicles(
  db: Db,
  ids: Map<string, string>,
): Promise<Map<string, { id: string; fuelId: string }>> {
  const products = await listActiveProducts(db, 'en');
  const idOf = (code: string | undefined) => products.find((p) => p.code === code)?.id;
  const added = new Map<string, { id: string; fuelId: string }>();
  for (const [email, vehicles] of Object.entries(FLEETS)) {
    const userId = ids.get(email);
    if (!userId) continue;
    for (const v of vehicles) {
      const fuel = idOf(v.fuel);
      if (!fuel) continue;
      const second = idOf(v.second);
      const vehicle = await addVehicle(
        db,
        userId,
        {
          license_plate: v.plate,
          model: v.model,
          primary_fuel_type: fuel,
          primary_tank_capacity: v.tank,
          ...(second
            ? { second_fuel_type: second, second_tank_capacity: v.secondTank ?? null }
            : {}),
        },
        'en',
      );
      added.set(v.plate, { id: vehicle.id, fuelId: fuel });
    }
  }
  return added;
}
