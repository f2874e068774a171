import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Db, rowsOf } from '../db/database';

/** Every file that writes fills ends with this: the monthly sums the report reads add up. */
export async function expectFillMonthsKept(db: Db) {
  const months = (from: ReturnType<typeof sql>) =>
    db.execute(sql`select vehicle_id::text || ' ' || month || ' ' || product_id || ' '
        || coalesce(card_id::text, '-') || ' ' || coalesce(driver_id::text, '-') as key,
        quantity::bigint::text || ' ' || amount::bigint || ' ' || distance_km::bigint || ' '
        || measured_quantity::bigint || ' ' || measured_amount::bigint || ' ' || flagged as sums
      from (${from}) m order by 1`);
  const kept = await months(sql`select * from vehicle_fill_months`);
  const summed = await months(sql`select f.vehicle_id,
      date_trunc('month', f.filled_at at time zone 'Asia/Yerevan')::date as month, f.product_id,
      f.card_id, f.driver_id, sum(f.quantity) as quantity, sum(f.amount) as amount,
      coalesce(sum(f.distance_km), 0) as distance_km,
      coalesce(sum(f.segment_quantity), 0) as measured_quantity,
      coalesce(sum(f.segment_amount), 0) as measured_amount,
      count(*) filter (where cardinality(f.exceptions) > 0) as flagged
    from vehicle_fills f group by 1, 2, 3, 4, 5`);
  expect(rowsOf(kept)).toEqual(rowsOf(summed));
}
