import type { FillExceptionKind } from '@fuel/contract';
import type { Db } from '../../db/database';
import { lockVehicleFuels, setVehicleOdometer } from '../vehicles';
import { type AnalysisSettings, analyseFills, type FillInput } from './consumption';
import { refreshFillMonths } from './fill-months.repository';
import { type FillRow, findVehicleFills, updateFillDerived } from './fills.repository';

const toInput = (row: FillRow): FillInput => ({
  id: row.id,
  productId: row.productId,
  quantity: row.quantity,
  amount: row.amount,
  filledAt: row.filledAt,
  odometerKm: row.odometerKm,
  fullTank: row.fullTank,
  missedBefore: row.missedBefore,
  odometerReset: row.odometerReset,
});

export type LockedVehicle = NonNullable<Awaited<ReturnType<typeof lockVehicleFuels>>>;
const fuelsOf = (v: LockedVehicle) => ({
  fuels: [
    { productId: v.primaryFuelId, tankCapacity: tank(v.primaryTankCapacity) },
    ...(v.secondFuelId
      ? [{ productId: v.secondFuelId, tankCapacity: tank(v.secondTankCapacity) }]
      : []),
  ],
});
const tank = (whole: number | null) => (whole === null ? null : whole * 1000);

const sameFlags = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Works a vehicle's fills out again from the first (the caller holds the vehicle locked) and
 * writes the ones that changed, and the sums of their months; returns the new flags of `watch`
 * (a fill just written), if it got any. A vehicle has a few hundred fills a year: replaying them
 * all keeps one rule for every change, fill or edit.
 */
export async function rework(
  tx: Db,
  vehicle: LockedVehicle,
  settings: AnalysisSettings,
  watch?: string,
) {
  const rows = await findVehicleFills(tx, vehicle.id);
  const results = analyseFills(fuelsOf(vehicle), rows.map(toInput), settings);
  let flagged: FillExceptionKind[] = [];
  // The fills whose months' sums change: the new one, and every one worked out differently.
  const changed = rows.filter((r) => r.id === watch).map((r) => r.id);
  for (const [i, result] of results.entries()) {
    const row = rows[i] as FillRow;
    const derived = {
      distanceKm: result.distanceKm,
      segmentQuantity: result.segmentQuantity,
      segmentAmount: result.segmentAmount,
      exceptions: result.exceptions,
    };
    if (row.id === watch)
      flagged = result.exceptions.filter((kind) => !row.exceptions.includes(kind));
    if (
      row.distanceKm !== derived.distanceKm ||
      row.segmentQuantity !== derived.segmentQuantity ||
      row.segmentAmount !== derived.segmentAmount ||
      !sameFlags(row.exceptions, derived.exceptions)
    ) {
      await updateFillDerived(tx, row.id, derived);
      if (row.id !== watch) changed.push(row.id);
    }
  }
  await refreshFillMonths(tx, vehicle.id, changed);
  // The latest reading is the one offered with the next fill.
  const lastRead = [...rows].reverse().find((r) => r.odometerKm !== null && r.id !== watch);
  const watched = rows.find((r) => r.id === watch);
  const newest = rows.at(-1);
  const latest =
    watched && newest?.id === watched.id && watched.odometerKm !== null ? watched : lastRead;
  await setVehicleOdometer(tx, vehicle.id, latest?.odometerKm ?? null);
  return flagged;
}

/** Works one vehicle's fills out again in a transaction of its own (new thresholds). */
export async function reworkVehicle(db: Db, vehicleId: string, settings: AnalysisSettings) {
  await db.transaction(async (tx) => {
    const vehicle = await lockVehicleFuels(tx, vehicleId);
    if (vehicle) await rework(tx, vehicle, settings);
  });
}
