import { type Language, normalizePlate, type Vehicle, type VehicleBody } from '@fuel/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { countOfPage } from '../../lib/paging';
import { findActiveProduct } from '../products';
import {
  countVehicles,
  deleteVehicle,
  findVehicle,
  findVehiclesCounted,
  insertVehicle,
  updateVehicle,
} from './vehicles.repository';

type Row = Omit<Awaited<ReturnType<typeof findVehiclesCounted>>[number], 'total'>;
const toWire = (row: Row): Vehicle => ({
  id: row.id,
  license_plate: row.licensePlate,
  model: row.model,
  primary_fuel_type: row.primaryFuelId,
  primary_fuel_name: row.primaryFuelName,
  second_fuel_type: row.secondFuelId,
  second_fuel_name: row.secondFuelName,
  primary_tank_capacity: row.primaryTankCapacity,
  second_tank_capacity: row.secondTankCapacity,
  odometer_km: row.odometerKm,
  created_at: row.createdAt.toISOString(),
});

async function fields(db: Db, body: VehicleBody) {
  if (!(await findActiveProduct(db, body.primary_fuel_type)))
    throw new AppError('NOT_FOUND', { field: 'primary_fuel_type' });
  const secondFuelId = body.second_fuel_type ?? null;
  if (secondFuelId && !(await findActiveProduct(db, secondFuelId)))
    throw new AppError('NOT_FOUND', { field: 'second_fuel_type' });
  const licensePlate = normalizePlate(body.license_plate);
  return {
    licensePlate,
    plateKey: licensePlate.replace(/[\s-]/g, ''),
    model: body.model,
    primaryFuelId: body.primary_fuel_type,
    secondFuelId,
    primaryTankCapacity: body.primary_tank_capacity ?? null,
    // A tank for a second fuel only when there is one.
    secondTankCapacity: secondFuelId ? (body.second_tank_capacity ?? null) : null,
  };
}

/**
 * The same plate twice for one owner is a 409 on the plate field, however it is spelled, saying
 * it is the plate (only the owner's own vehicles count, so this reveals nobody else's).
 */
async function uniquePlate<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('PLATE_TAKEN', { field: 'license_plate' });
    throw err;
  }
}

export async function listVehicles(
  db: Db,
  userId: string,
  lang: Language,
  page: { offset: number; limit: number },
) {
  const rows = await findVehiclesCounted(db, userId, lang, page);
  const count = await countOfPage(rows, page, () => countVehicles(db, userId));
  return { count, data: rows.map(toWire) };
}

export async function getVehicle(db: Db, userId: string, id: string, lang: Language) {
  const row = await findVehicle(db, userId, id, lang);
  if (!row) throw new AppError('NOT_FOUND');
  return toWire(row);
}

export async function addVehicle(db: Db, userId: string, body: VehicleBody, lang: Language) {
  const values = await fields(db, body);
  const id = await uniquePlate(() => insertVehicle(db, { userId, ...values }));
  return getVehicle(db, userId, id, lang);
}

export async function editVehicle(
  db: Db,
  userId: string,
  id: string,
  body: VehicleBody,
  lang: Language,
) {
  const values = await fields(db, body);
  const found = await uniquePlate(() => updateVehicle(db, userId, id, values));
  if (!found) throw new AppError('NOT_FOUND');
  return getVehicle(db, userId, id, lang);
}

export async function removeVehicle(db: Db, userId: string, id: string) {
  if (!(await deleteVehicle(db, userId, id))) throw new AppError('NOT_FOUND');
}
