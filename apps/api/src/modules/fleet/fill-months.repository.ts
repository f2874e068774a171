import type { Language } from '@fuel/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/database';
import type { Period } from './fills.repository';

// The report: sums of what each fill keeps worked out, by month (ADR 0036).

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
