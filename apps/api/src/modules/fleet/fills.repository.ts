import type { FillExceptionKind, Language } from '@fuel/contract';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/database';
import { fleetSettings, vehicleFills } from '../../db/schema';

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

// ----- the report: sums of what each fill keeps worked out -----

/** A fill's month, Yerevan's: the month the report shows it in. */
const MONTH_OF_FILL = sql`date_trunc('month', f.filled_at at time zone 'Asia/Yerevan')::date`;

/**
 * Sums a vehicle's fills per month again, in the transaction that changed them: the months of
 * the fills named, or every month. The report adds these up (vehicle_fill_months).
 */
export async function refreshFillMonths(db: Db, vehicleId: string, fillIds?: string[]) {
  if (fillIds?.length === 0) return;
  const months = fillIds
    ? sql`select distinct ${MONTH_OF_FILL} as month from vehicle_fills f
        where f.id in (${sql.join(
          fillIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
    : sql`select distinct ${MONTH_OF_FILL} as month from vehicle_fills f
        where f.vehicle_id = ${vehicleId}`;
  await db.execute(sql`with months as (${months}),
    gone as (delete from vehicle_fill_months m where m.vehicle_id = ${vehicleId}
      ${fillIds ? sql`and m.month in (select month from months)` : sql``})
    insert into vehicle_fill_months (user_id, vehicle_id, month, product_id, card_id, driver_id,
      quantity, amount, distance_km, measured_quantity, measured_amount, flagged)
    select f.user_id, f.vehicle_id, ${MONTH_OF_FILL}, f.product_id, f.card_id, f.driver_id,
      sum(f.quantity), sum(f.amount), coalesce(sum(f.distance_km), 0),
      coalesce(sum(f.segment_quantity), 0), coalesce(sum(f.segment_amount), 0),
      count(*) filter (where cardinality(f.exceptions) > 0)
    from vehicle_fills f
    where f.vehicle_id = ${vehicleId} and ${MONTH_OF_FILL} in (select month from months)
    group by f.user_id, f.vehicle_id, 3, f.product_id, f.card_id, f.driver_id`);
}

/**
 * A report's period, in Yerevan's days: whole months (first days, `to` excluded) read from the
 * monthly sums, and days read from the fills. Its last month, when the period ends before that
 * month does (this month, so far), is read from its sums when no fill of the month is later than
 * the period, which is checked in the same statement; else from its fills.
 */
export interface ReportPeriod {
  months: { from: string; to: string } | null;
  days: Period[];
  last: { month: string; days: Period; monthEnd: Date } | null;
}

const GROUP_KEY = {
  vehicle: sql`s.vehicle_id`,
  card: sql`s.card_id`,
  driver: sql`s.driver_id`,
} as const;

export interface ReportSum {
  /** True: a vehicle's total for a fuel; false: a month's for the key and fuel. */
  total: boolean;
  month: string | null;
  key: string | null;
  vehicle_id: string | null;
  product_id: string;
  quantity: string | number;
  amount: string | number;
  distance_km: string | number;
  measured_quantity: string | number;
  measured_amount: string | number;
  flagged: number;
}

const within = (d: Period) =>
  sql`f.filled_at >= ${d.from.toISOString()} and f.filled_at < ${d.to.toISOString()}`;

/**
 * The report's sums in one statement: per vehicle and fuel over the period, and per month, key
 * (vehicle, card or driver) and fuel, unordered. Whole months come from vehicle_fill_months (a
 * row per vehicle, month and fuel, mostly), the other days from the fills: a two-year report
 * reads months, not two years of fills (ADR 0036). Four-byte sums: a month of one vehicle is far
 * below 2^31 thousandths or drams, and summing them needs no numeric arithmetic.
 */
export async function sumFills(
  db: Db,
  userId: string,
  period: ReportPeriod,
  by: keyof typeof GROUP_KEY,
  vehicleId?: string,
) {
  const key = GROUP_KEY[by];
  const vehicle = (alias: 'm' | 'f') =>
    vehicleId ? sql` and ${sql.raw(alias)}.vehicle_id = ${vehicleId}` : sql``;
  const sums = (where: SQL) => sql`select m.month, m.vehicle_id, m.product_id, m.card_id,
      m.driver_id, m.quantity, m.amount, m.distance_km, m.measured_quantity, m.measured_amount,
      m.flagged
    from vehicle_fill_months m where m.user_id = ${userId}${vehicle('m')} and ${where}`;
  const fills = (where: SQL) => sql`select ${MONTH_OF_FILL}, f.vehicle_id, f.product_id,
      f.card_id, f.driver_id, f.quantity::int, f.amount, coalesce(f.distance_km, 0),
      coalesce(f.segment_quantity, 0)::int, coalesce(f.segment_amount, 0),
      (cardinality(f.exceptions) > 0)::int
    from vehicle_fills f where f.user_id = ${userId}${vehicle('f')} and ${where}`;
  const parts: SQL[] = [];
  if (period.months)
    parts.push(
      sums(sql`m.month >= ${period.months.from}::date and m.month < ${period.months.to}::date`),
    );
  if (period.days.length > 0)
    parts.push(fills(sql`(${sql.join(period.days.map(within), sql`) or (`)})`));
  const { last } = period;
  if (last) {
    // A fill of the month later than the period (none, for a period that ends today).
    const later = sql`exists (select from vehicle_fills f where f.user_id = ${userId}${vehicle('f')}
      and ${within({ from: last.days.to, to: last.monthEnd })})`;
    parts.push(sums(sql`m.month = ${last.month}::date and not ${later}`));
    parts.push(fills(sql`${within(last.days)} and ${later}`));
  }
  const result = await db.execute(sql`with s (month, vehicle_id, product_id, card_id, driver_id,
      quantity, amount, distance_km, measured_quantity, measured_amount, flagged) as (
      ${sql.join(parts, sql` union all `)})
    select grouping(s.month) = 1 as total, to_char(s.month, 'YYYY-MM') as month,
      ${key}::text as key, s.vehicle_id, s.product_id,
      sum(s.quantity) as quantity, sum(s.amount) as amount, sum(s.distance_km) as distance_km,
      sum(s.measured_quantity) as measured_quantity, sum(s.measured_amount) as measured_amount,
      sum(s.flagged)::int as flagged
    from s
    group by grouping sets ((s.vehicle_id, s.product_id), (s.month, ${key}, s.product_id))`);
  return rowsOf<ReportSum>(result);
}

/** Names for the report's rows: vehicles, cards and drivers of the account, by id. */
export async function findLabels(db: Db, userId: string, lang: Language) {
  const result = await db.execute(sql`
    select 'vehicle' as kind, v.id::text as id, v.license_plate as label, v.model as extra
      from vehicles v where v.user_id = ${userId}
    union all
    select 'card', c.id::text, '•••• ' || c.last4, c.name from cards c where c.user_id = ${userId}
    union all
    select 'driver', d.id::text,
      coalesce(d.company_name, trim(d.first_name || ' ' || d.last_name)), null
      from users d
      where d.id in (select distinct driver_id from vehicle_fill_months where user_id = ${userId})
    union all
    select 'product', p.id::text, p.name->>${lang}, p.unit from products p`);
  return rowsOf<{ kind: string; id: string; label: string; extra: string | null }>(result);
}

// ----- settings -----

export async function findFleetSettings(db: Db, userId: string) {
  const [row] = await db.select().from(fleetSettings).where(eq(fleetSettings.userId, userId));
  return row;
}

export async function saveFleetSettings(db: Db, row: typeof fleetSettings.$inferInsert) {
  await db
    .insert(fleetSettings)
    .values(row)
    .onConflictDoUpdate({
      target: fleetSettings.userId,
      set: {
        quickRefillMinutes: row.quickRefillMinutes,
        highConsumptionPercent: row.highConsumptionPercent,
      },
    });
}
