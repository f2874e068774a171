import type { FillExceptionKind, Language } from '@fuel/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/database';
import { vehicleFills } from '../../db/schema';

export type FillRow = typeof vehicleFills.$inferSelect;
export type NewFill = typeof vehicleFills.$inferInsert;
export interface Period {
  from: Date;
  to: Date;
}

/** A refuel is a fill once: a pump's retry finds it already there. */
export async function insertFill(db: Db, fill: NewFill) {
  await db.insert(vehicleFills).values(fill).onConflictDoNothing();
}

/** Many fills at once (the demo's), a few thousand rows a statement; those already there stay. */
export async function insertFills(db: Db, fills: NewFill[]) {
  for (let at = 0; at < fills.length; at += 2000)
    await db
      .insert(vehicleFills)
      .values(fills.slice(at, at + 2000))
      .onConflictDoNothing();
}

/** The account's vehicles that have at least one fill. */
export async function vehiclesWithFills(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ id: vehicleFills.vehicleId })
    .from(vehicleFills)
    .where(eq(vehicleFills.userId, userId));
  return new Set(rows.map((r) => r.id));
}

/** Every fill of a vehicle, oldest first: what its consumption is worked out from. */
export function findVehicleFills(db: Db, vehicleId: string) {
  return db
    .select()
    .from(vehicleFills)
    .where(eq(vehicleFills.vehicleId, vehicleId))
    .orderBy(asc(vehicleFills.filledAt), asc(vehicleFills.id));
}

/** Writes what was worked out for one fill. */
export async function updateFillDerived(
  db: Db,
  id: string,
  derived: Pick<FillRow, 'distanceKm' | 'segmentQuantity' | 'segmentAmount' | 'exceptions'>,
) {
  await db.update(vehicleFills).set(derived).where(eq(vehicleFills.id, id));
}

export async function updateFillReading(
  db: Db,
  id: string,
  said: Pick<FillRow, 'odometerKm' | 'fullTank' | 'missedBefore' | 'odometerReset'>,
) {
  await db.update(vehicleFills).set(said).where(eq(vehicleFills.id, id));
}

/** Locks one fill of the account (its vehicle is then locked by the caller). */
export async function lockFill(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(vehicleFills)
    .where(and(eq(vehicleFills.id, id), eq(vehicleFills.userId, userId)))
    .for('update');
  return row;
}

export interface FillFilter {
  userId: string;
  id?: string;
  vehicleId?: string;
  /** A driver sees only the fills they made. */
  driverId?: string;
  period?: Period;
  flaggedOnly?: boolean;
  kind?: FillExceptionKind;
}

function where(f: FillFilter) {
  return sql.join(
    [
      sql`f.user_id = ${f.userId}`,
      f.id ? sql`f.id = ${f.id}` : undefined,
      f.vehicleId ? sql`f.vehicle_id = ${f.vehicleId}` : undefined,
      f.driverId ? sql`f.driver_id = ${f.driverId}` : undefined,
      f.period
        ? sql`f.filled_at >= ${f.period.from.toISOString()} and f.filled_at < ${f.period.to.toISOString()}`
        : undefined,
      f.flaggedOnly ? sql`cardinality(f.exceptions) > 0` : undefined,
      f.kind ? sql`${f.kind} = any(f.exceptions)` : undefined,
    ].filter((part) => part !== undefined),
    sql` and `,
  );
}

export interface ListedFill {
  id: string;
  vehicle_id: string;
  license_plate: string;
  product_id: string;
  product_name: string;
  unit: 'L' | 'm3';
  quantity: string | number;
  amount: number;
  station_name: string | null;
  card_id: string | null;
  card_last4: string | null;
  card_state: string | null;
  driver_name: string | null;
  filled_at: string | Date;
  odometer_km: number | null;
  full_tank: boolean;
  missed_before: boolean;
  odometer_reset: boolean;
  distance_km: number | null;
  segment_quantity: string | number | null;
  exceptions: FillExceptionKind[];
}

/**
 * Fills as shown, newest first, with the names around them. The vehicle, product, station, card
 * and driver are joined here (DESIGN §5.9): one statement per page.
 */
export async function findFills(
  db: Db,
  filter: FillFilter,
  lang: Language,
  page: { skip: number; limit: number },
) {
  const result = await db.execute(sql`
    select f.id, f.vehicle_id, v.license_plate, f.product_id, p.name->>${lang} as product_name,
      p.unit, f.quantity, f.amount, s.name->>${lang} as station_name,
      f.card_id, c.last4 as card_last4, c.state as card_state,
      case when d.id is null then null
        else coalesce(d.company_name, trim(d.first_name || ' ' || d.last_name)) end as driver_name,
      f.filled_at, f.odometer_km, f.full_tank, f.missed_before, f.odometer_reset,
      f.distance_km, f.segment_quantity, f.exceptions
    from vehicle_fills f
      join vehicles v on v.id = f.vehicle_id
      join products p on p.id = f.product_id
      left join stations s on s.id = f.station_id
      left join cards c on c.id = f.card_id
      left join users d on d.id = f.driver_id
    where ${where(filter)}
    order by f.filled_at desc, f.id desc
    limit ${page.limit} offset ${page.skip}`);
  return rowsOf<ListedFill>(result);
}

export async function countFills(db: Db, filter: FillFilter): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from vehicle_fills f where ${where(filter)}`,
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
