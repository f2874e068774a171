import type { Db } from '../../db/database';
import { listActiveProducts } from '../products';
import { addVehicle } from './vehicles.service';

/** Vehicles of the demo accounts (DESIGN §6), by the code of their primary fuel. */
const FLEETS: Record<string, { plate: string; model: string; fuel: string }[]> = {
  'ani@demo.fuel-cabinet.am': [
    { plate: '35 OK 721', model: 'Toyota RAV4', fuel: 'PREMIUM_95' },
    { plate: '01 AA 118', model: 'Kia Rio', fuel: 'REGULAR_92' },
  ],
  'fleet@demo.fuel-cabinet.am': [
    { plate: '77 TT 301', model: 'Mercedes-Benz Actros', fuel: 'DIESEL' },
    { plate: '77 TT 302', model: 'MAN TGX', fuel: 'DIESEL' },
    { plate: '45 LV 916', model: 'ГАЗель Next', fuel: 'LPG' },
  ],
  'davit@demo.fuel-cabinet.am': [{ plate: '22 DS 404', model: 'Lada Niva', fuel: 'REGULAR_92' }],
  'cargo@demo.fuel-cabinet.am': [{ plate: '18 CG 550', model: 'Volvo FH', fuel: 'DIESEL' }],
};

/** Adds the demo vehicles through the same service as the Vehicles screen. */
export async function seedDemoVehicles(db: Db, ids: Map<string, string>) {
  const products = await listActiveProducts(db, 'en');
  for (const [email, vehicles] of Object.entries(FLEETS)) {
    const userId = ids.get(email);
    if (!userId) continue;
    for (const v of vehicles) {
      const fuel = products.find((p) => p.code === v.fuel);
      if (!fuel) continue;
      await addVehicle(
        db,
        userId,
        { license_plate: v.plate, model: v.model, primary_fuel_type: fuel.id },
        'en',
      );
    }
  }
}
