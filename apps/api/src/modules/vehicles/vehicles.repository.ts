import type { Language } from '@fuel/contract';
import { and, desc, eq, type Placeholder, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, preparedOnce } from '../../db/database';
import { products, vehicles } from '../../db/schema';
import { rowsToSkip } from '../../lib/paging';

const second = alias(products, 'second_fuel');

export type NewVehicle = Omit<typeof vehicles.$inferInsert, 'id' | 'createdAt' | 'odometerKm'>;

const columns = (lang: Language | Placeholder) => ({
  id: vehicles.id,
  licensePlate: vehicles.licensePlate,
  model: vehicles.model,
  primaryFuelId: vehicles.primaryFuelId,
  primaryFuelName: sql<string>`${products.name}->>${lang}`,
  secondFuelId: vehicles.secondFuelId,
  secondFuelName: sql<string | null>`${second.name}->>${lang}`,
  primaryTankCapacity: vehicles.primaryTankCapacity,
  secondTankCapacity: vehicles.secondTankCapacity,
  odometerKm: vehicles.odometerKm,
  createdAt: vehicles.createdAt,
});

/** An account being deleted takes its vehicles with it. */
export async function deleteVehiclesOf(db: Db, userId: string): Promise<void> {
  await db.delete(vehicles).where(eq(vehicles.userId, userId));
}

export async function countVehicles(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vehicles)
    .where(eq(vehicles.userId, userId));
  return row?.n ?? 0;
}

/**
 * A page of the user's vehicles, newest first, with the count of all of them on each row (no
 * row when the page is empty). The vehicles screen and the dashboard read it on every visit:
 * built once, prepared by name, one round trip.
 */
export function findVehiclesCounted(
  db: Db,
  userId: string,
  lang: Language,
  page: { offset: number; limit: number },
) {
  return vehiclesCounted(db).execute({ userId, lang, limit: page.limit, skip: rowsToSkip(page) });
}

const vehiclesCounted = preparedOnce((db) => {
  const userId = sql.placeholder('userId');
  return db
    .select({
      ...columns(sql.placeholder('lang')),
      total:
        sql<number>`(select count(*)::int from ${vehicles} where ${vehicles.userId} = ${userId})`.mapWith(
          Number,
        ),
    })
    .from(vehicles)
    .innerJoin(products, eq(products.id, vehicles.primaryFuelId))
    .leftJoin(second, eq(second.id, vehicles.secondFuelId))
    .where(eq(vehicles.userId, userId))
    .orderBy(desc(vehicles.createdAt), desc(vehicles.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('skip'))
    .prepare('vehicles_counted');
});

export async function findVehicle(db: Db, userId: string, id: string, lang: Language) {
  const [row] = await db
    .select(columns(lang))
    .from(vehicles)
    .innerJoin(products, eq(products.id, vehicles.primaryFuelId))
    .leftJoin(second, eq(second.id, vehicles.secondFuelId))
    .where(and(eq(vehicles.id, id), eq(vehicles.userId, userId)));
  return row;
}

export async function insertVehicle(db: Db, values: NewVehicle): Promise<string> {
  const [row] = await db.insert(vehicles).values(values).returning({ id: vehicles.id });
  if (!row) throw new Error('vehicle was not inserted');
  return row.id;
}

export async function updateVehicle(
  db: Db,
  userId: string,
  id: string,
  values: Omit<NewVehicle, 'userId'>,
) {
  const rows = await db
    .update(vehicles)
    .set(values)
    .where(and(eq(vehicles.id, id), eq(vehicles.userId, userId)))
    .returning({ id: vehicles.id });
  return rows.length === 1;
}

export async function deleteVehicle(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(vehicles)
    .where(and(eq(vehicles.id, id), eq(vehicles.userId, userId)))
    .returning({ id: vehicles.id });
  return rows.length === 1;
}

/** The vehicle, if it is this user's. */
export async function vehicleOf(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.id, id), eq(vehicles.userId, userId)));
  return row;
}

/** A vehicle's plate as shown, for a receipt. */
export async function vehiclePlate(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ plate: vehicles.licensePlate })
    .from(vehicles)
    .where(eq(vehicles.id, id));
  return row?.plate;
}

/**
 * Locks a vehicle for its fills (fleet module): fills of one vehicle are worked out one after
 * the other, each seeing the ones before. Its fuels with their tanks, in whole units.
 */
export async function lockVehicleFuels(db: Db, id: string) {
  const [row] = await db
    .select({
      id: vehicles.id,
      userId: vehicles.userId,
      primaryFuelId: vehicles.primaryFuelId,
      secondFuelId: vehicles.secondFuelId,
      primaryTankCapacity: vehicles.primaryTankCapacity,
      secondTankCapacity: vehicles.secondTankCapacity,
      odometerKm: vehicles.odometerKm,
    })
    .from(vehicles)
    .where(eq(vehicles.id, id))
    .for('update');
  return row;
}

/** The reading to offer with the vehicle's next fill. */
export async function setVehicleOdometer(db: Db, id: string, km: number | null) {
  await db.update(vehicles).set({ odometerKm: km }).where(eq(vehicles.id, id));
}

/** Every vehicle of an account, by id (its fills are worked out again with new thresholds). */
export async function vehicleIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(eq(vehicles.userId, userId));
  return rows.map((r) => r.id);
}

/** The vehicle's last reading, read without a lock (a check before a hold, not a change). */
export async function vehicleReading(db: Db, id: string) {
  const [row] = await db
    .select({ odometerKm: vehicles.odometerKm })
    .from(vehicles)
    .where(eq(vehicles.id, id));
  return row?.odometerKm ?? null;
}
