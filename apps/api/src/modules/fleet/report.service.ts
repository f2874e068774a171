import type {
  ConsumptionQuery,
  ConsumptionReply,
  FillExceptionsQuery,
  Language,
  ProductUnit,
} from '@fuel/contract';
import { formatQuantity } from '@fuel/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { rowsToSkip } from '../../lib/paging';
import { vehicleOf } from '../vehicles';
import { costPerKm, per100 } from './consumption';
import { findLabels, type ReportPeriod, type ReportSum, sumFills } from './fill-months.repository';
import { countFills, findFills, type Period } from './fills.repository';
import { type FillReader, fillToWire } from './fills.service';

/** Days are Yerevan's (UTC+4 all year): a day starts at 00:00 there. */
const yerevanDay = (day: string) => new Date(`${day}T00:00:00+04:00`);
const dayOf = (at: Date) => new Date(at.getTime() + 4 * 3600_000).toISOString().slice(0, 10);
/** Months shown when no period is asked: this one and the five before it. */
const DEFAULT_MONTHS = 6;

/** A period of whole days, `to` included; by default the last six months to today. */
export function periodOf(query: { from?: string; to?: string }, now = new Date()) {
  const to = query.to ?? dayOf(now);
  let from = query.from;
  if (!from) {
    const [y, m] = to.split('-').map(Number) as [number, number];
    const first = new Date(Date.UTC(y, m - 1 - (DEFAULT_MONTHS - 1), 1));
    from = first.toISOString().slice(0, 10);
  }
  const end = yerevanDay(to);
  end.setUTCDate(end.getUTCDate() + 1);
  return { from, to, period: { from: yerevanDay(from), to: end } satisfies Period };
}

const n = (v: string | number | null | undefined) => Number(v ?? 0);

/** The month after a month ('YYYY-MM'). */
const monthAfter = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 7);
};

/**
 * A period of whole days as the report reads it: the months that start in it, whole or (the
 * last) so far, and the days before the first of them.
 */
export function splitByMonths(from: string, to: string, period: Period): ReportPeriod {
  const first = from.endsWith('-01') ? from.slice(0, 7) : monthAfter(from.slice(0, 7));
  const last = to.slice(0, 7);
  if (first > last) return { months: null, days: [period], last: null };
  const lastWhole = dayOf(period.to).endsWith('-01');
  const wholeEnd = lastWhole ? monthAfter(last) : last;
  return {
    months: first < wholeEnd ? { from: `${first}-01`, to: `${wholeEnd}-01` } : null,
    days: from.endsWith('-01') ? [] : [{ from: period.from, to: yerevanDay(`${first}-01`) }],
    last: lastWhole
      ? null
      : {
          month: `${last}-01`,
          days: { from: yerevanDay(`${last}-01`), to: period.to },
          monthEnd: yerevanDay(`${monthAfter(last)}-01`),
        },
  };
}

/** Month rows by month, key (none last) and fuel. */
const byMonthKeyFuel = (a: ReportSum, b: ReportSum) =>
  compare(a.month, b.month) || compare(a.key, b.key) || compare(a.product_id, b.product_id);
const compare = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1;

/**
 * The consumption report: per vehicle and fuel, what was filled and what was measured (full
 * tank to full tank), and per month by vehicle, card or driver. One statement over the period's
 * whole months (kept summed) and its other days' fills, each fill keeping its stretch worked out
 * (DESIGN §5.9).
 */
export async function consumptionReport(
  db: Db,
  userId: string,
  query: ConsumptionQuery,
  lang: Language,
): Promise<ConsumptionReply> {
  const { from, to, period } = periodOf(query);
  const by = query.by ?? 'vehicle';
  const [sums, labels] = await Promise.all([
    sumFills(db, userId, splitByMonths(from, to, period), by, query.vehicle_id),
    findLabels(db, userId, lang),
  ]);
  const totals = sums.filter((s) => s.total);
  const months = sums.filter((s) => !s.total).sort(byMonthKeyFuel);
  const label = new Map(labels.map((l) => [`${l.kind}:${l.id}`, l]));
  const vehicles = new Map<string, ConsumptionReply['vehicles'][number]>();
  for (const t of totals) {
    if (!t.vehicle_id) continue;
    const v = label.get(`vehicle:${t.vehicle_id}`);
    const product = label.get(`product:${t.product_id}`);
    const entry = vehicles.get(t.vehicle_id) ?? {
      vehicle_id: t.vehicle_id,
      license_plate: v?.label ?? '',
      model: v?.extra ?? '',
      fuels: [],
      exceptions: 0,
    };
    const distance = n(t.distance_km);
    const measured = n(t.measured_quantity);
    entry.fuels.push({
      product_id: t.product_id,
      product_name: product?.label ?? '',
      unit: (product?.extra ?? 'L') as ProductUnit,
      quantity: formatQuantity(n(t.quantity)),
      amount: n(t.amount),
      distance_km: distance,
      measured_quantity: formatQuantity(measured),
      per_100km: distance > 0 ? per100(measured, distance) : null,
      cost_per_km: distance > 0 ? costPerKm(n(t.measured_amount), distance) : null,
    });
    entry.exceptions += t.flagged;
    vehicles.set(t.vehicle_id, entry);
  }
  return {
    from,
    to,
    vehicles: [...vehicles.values()].sort((a, b) => a.license_plate.localeCompare(b.license_plate)),
    months: months.map((m) => ({
      month: m.month ?? '',
      key: m.key,
      label: m.key ? (label.get(`${by}:${m.key}`)?.label ?? '') : '',
      product_id: m.product_id,
      quantity: formatQuantity(n(m.quantity)),
      amount: n(m.amount),
      distance_km: n(m.distance_km),
      measured_quantity: formatQuantity(n(m.measured_quantity)),
    })),
  };
}

/** The fills that look wrong, newest first; a driver's own only. */
export async function listFillExceptions(
  db: Db,
  reader: FillReader,
  query: FillExceptionsQuery,
  lang: Language,
) {
  const { period } = periodOf(query);
  const filter = {
    ...reader,
    period,
    flaggedOnly: true,
    ...(query.kind ? { kind: query.kind } : {}),
    ...(query.vehicle_id ? { vehicleId: query.vehicle_id } : {}),
  };
  const [count, rows] = await Promise.all([
    countFills(db, filter),
    findFills(db, filter, lang, { skip: rowsToSkip(query), limit: query.limit }),
  ]);
  return {
    count,
    data: rows.map((row) => ({
      ...fillToWire(row),
      license_plate: row.license_plate,
      card_state: row.card_state,
    })),
  };
}

/** One vehicle's fills in a period, newest first. */
export async function listVehicleFills(
  db: Db,
  reader: FillReader,
  vehicleId: string,
  query: { from?: string; to?: string; offset: number; limit: number },
  lang: Language,
) {
  if (!(await vehicleOf(db, reader.userId, vehicleId))) throw new AppError('NOT_FOUND');
  const { period } = periodOf(query);
  const filter = { ...reader, vehicleId, period };
  const [count, rows] = await Promise.all([
    countFills(db, filter),
    findFills(db, filter, lang, { skip: rowsToSkip(query), limit: query.limit }),
  ]);
  return { count, data: rows.map(fillToWire) };
}
