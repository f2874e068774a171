import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import { findActiveProduct, listActiveProducts } from '../products';
import { listVehicles, setVehicleOdometer } from '../vehicles';
import { analyseFills } from './consumption';
import { DEMO_DRIVING, planFills, random, type Tank } from './demo-driving';
import { refreshFillMonths } from './fill-months.repository';
import { type FillRow, insertFills, vehiclesWithFills } from './fills.repository';
import { settingsOf } from './settings.service';

/** About three months of fills, up to the end of yesterday. */
const DAYS = 91;

export interface DemoFillsOf {
  userId: string;
  /** What each station sells: the fills are made at stations that sell the fuel. */
  stations: { stationId: string; productId: string }[];
  /** Vehicles filled with a company card, and the card's driver. */
  cards?: { vehicleId: string; cardId: string; driverId: string | null }[];
  now?: Date;
}

export type DemoFill = FillRow;

/** The Yerevan midnight `days` days before today's. */
function yerevanMidnight(now: Date, daysBack: number) {
  const today = new Date(now.getTime() + 4 * 3600_000).toISOString().slice(0, 10);
  return new Date(new Date(`${today}T00:00:00+04:00`).getTime() - daysBack * 86_400_000);
}

const seedOf = (plate: string) => [...plate].reduce((s, c) => (s * 31 + c.charCodeAt(0)) % 1e9, 7);

/**
 * The demo account's vehicles get about three months of fills (demo-driving.ts), worked out as
 * a pump's fill would be and written in bulk. Vehicles that already have fills are left alone,
 * so seeding again adds nothing. Returns the fills written: the seed gives each its refuel in
 * the history, under the same id.
 */
export async function seedDemoFills(db: Db, of: DemoFillsOf): Promise<DemoFill[]> {
  const now = of.now ?? new Date();
  const [vehicles, products, filled, settings] = await Promise.all([
    listVehicles(db, of.userId, 'en', { offset: 1, limit: 100 }),
    listActiveProducts(db, 'en'),
    vehiclesWithFills(db, of.userId),
    settingsOf(db, of.userId),
  ]);
  const idOf = new Map(products.map((p) => [p.code, p.id]));
  const codeOf = new Map(products.map((p) => [p.id, p.code]));
  const prices = new Map<string, number>();
  for (const p of products) prices.set(p.id, (await findActiveProduct(db, p.id))?.price ?? 0);
  const firstDay = yerevanMidnight(now, DAYS);
  const written: DemoFill[] = [];

  for (const vehicle of vehicles.data) {
    const driving = DEMO_DRIVING[vehicle.license_plate];
    if (!driving || filled.has(vehicle.id)) continue;
    const fuels = [
      { productId: vehicle.primary_fuel_type, tank: vehicle.primary_tank_capacity },
      { productId: vehicle.second_fuel_type, tank: vehicle.second_tank_capacity },
    ].flatMap((f) =>
      f.productId ? [{ productId: f.productId, tankCapacity: f.tank ? f.tank * 1000 : null }] : [],
    );
    const tanks: Tank[] = fuels.map((f) => ({
      code: codeOf.get(f.productId) ?? '',
      capacity: f.tankCapacity ?? 50_000,
    }));
    const rnd = random(seedOf(vehicle.license_plate));
    const card = of.cards?.find((c) => c.vehicleId === vehicle.id);
    const usual = new Map<string, string[]>();
    const stationFor = (productId: string) => {
      const selling = of.stations.filter((s) => s.productId === productId).map((s) => s.stationId);
      // Two or three stations on the vehicle's way, now and then another.
      const own =
        usual.get(productId) ??
        [0, 1, 2].map(() => selling[Math.floor(rnd() * selling.length)] as string);
      usual.set(productId, own);
      const from = own.length > 0 && rnd() < 0.85 ? own : selling;
      return from[Math.floor(rnd() * from.length)] ?? null;
    };
    const rows: DemoFill[] = planFills(driving, tanks, firstDay, DAYS, rnd).flatMap((p) => {
      const productId = idOf.get(p.code);
      if (!productId) return [];
      return [
        {
          id: randomUUID(),
          userId: of.userId,
          vehicleId: vehicle.id,
          productId,
          quantity: p.quantity,
          amount: Math.round((p.quantity * (prices.get(productId) ?? 0)) / 1000),
          stationId: stationFor(productId),
          cardId: card?.cardId ?? null,
          driverId: card?.driverId ?? null,
          filledAt: p.filledAt,
          odometerKm: p.odometerKm,
          fullTank: p.fullTank,
          missedBefore: false,
          odometerReset: false,
          distanceKm: null,
          segmentQuantity: null,
          segmentAmount: null,
          exceptions: [],
        },
      ];
    });
    const results = analyseFills({ fuels }, rows, settings);
    for (const [i, result] of results.entries()) {
      const row = rows[i] as DemoFill;
      row.distanceKm = result.distanceKm;
      row.segmentQuantity = result.segmentQuantity;
      row.segmentAmount = result.segmentAmount;
      row.exceptions = result.exceptions;
    }
    await insertFills(db, rows);
    await refreshFillMonths(db, vehicle.id);
    await setVehicleOdometer(db, vehicle.id, rows.at(-1)?.odometerKm ?? null);
    written.push(...rows);
  }
  return written;
}
