import type { ConsumptionReply, Fill, ProductUnit } from '@fuel/contract';

/** The most groups a monthly chart tells apart; the rest are summed as "others". */
export const MAX_GROUPS = 5;

export interface Stacked {
  months: string[];
  groups: { label: string; values: number[] }[];
  totals: number[];
}

type MonthRow = ConsumptionReply['months'][number];

/**
 * The report's months as columns, one series per vehicle, card or driver (the largest five,
 * then the others together), for the quantity of one unit or for the amount in drams.
 */
export function stackByMonth(
  rows: readonly MonthRow[],
  measure: 'quantity' | 'amount',
  unitOf: (productId: string) => ProductUnit,
  unit: ProductUnit | null,
  others: string,
  unnamed: string,
): Stacked {
  const used = rows.filter((r) => unit === null || unitOf(r.product_id) === unit);
  const months = [...new Set(used.map((r) => r.month))].sort();
  const byGroup = new Map<string, { label: string; values: number[]; total: number }>();
  for (const row of used) {
    const key = row.key ?? '';
    const group = byGroup.get(key) ?? {
      label: row.label || unnamed,
      values: months.map(() => 0),
      total: 0,
    };
    const at = months.indexOf(row.month);
    group.values[at] = (group.values[at] ?? 0) + row[measure];
    group.total += row[measure];
    byGroup.set(key, group);
  }
  const sorted = [...byGroup.values()].sort((a, b) => b.total - a.total);
  const shown = sorted.length > MAX_GROUPS + 1 ? sorted.slice(0, MAX_GROUPS) : sorted;
  const rest = sorted.slice(shown.length);
  const groups = shown.map(({ label, values }) => ({ label, values: values.map(round) }));
  if (rest.length > 0)
    groups.push({
      label: others,
      values: months.map((_, i) => round(rest.reduce((s, g) => s + (g.values[i] ?? 0), 0))),
    });
  const totals = months.map((_, i) => round(groups.reduce((s, g) => s + (g.values[i] ?? 0), 0)));
  return { months, groups, totals };
}

/** Sums of decimals of a unit, kept to the three decimals quantities have. */
const round = (value: number) => Math.round(value * 1000) / 1000;

/** The fills of one fuel that close a measured stretch, oldest first, for the chart over time. */
export function measuredFills(fills: readonly Fill[]): Map<string, Fill[]> {
  const byFuel = new Map<string, Fill[]>();
  for (const fill of fills) {
    if (fill.per_100km === null) continue;
    byFuel.set(fill.product_id, [...(byFuel.get(fill.product_id) ?? []), fill]);
  }
  for (const list of byFuel.values()) list.sort((a, b) => a.filled_at.localeCompare(b.filled_at));
  return byFuel;
}

export interface SpreadRow {
  vehicleId: string;
  plate: string;
  per100: number;
}

/** Per fuel, every vehicle's consumption in the period, the thirstiest first. */
export function spreadByFuel(
  vehicles: ConsumptionReply['vehicles'],
): { productId: string; name: string; unit: ProductUnit; rows: SpreadRow[] }[] {
  const fuels = new Map<string, { name: string; unit: ProductUnit; rows: SpreadRow[] }>();
  for (const vehicle of vehicles)
    for (const fuel of vehicle.fuels) {
      if (fuel.per_100km === null) continue;
      const entry = fuels.get(fuel.product_id) ?? {
        name: fuel.product_name,
        unit: fuel.unit,
        rows: [],
      };
      entry.rows.push({
        vehicleId: vehicle.vehicle_id,
        plate: vehicle.license_plate,
        per100: fuel.per_100km,
      });
      fuels.set(fuel.product_id, entry);
    }
  return [...fuels].map(([productId, entry]) => ({
    productId,
    ...entry,
    rows: entry.rows.sort((a, b) => b.per100 - a.per100),
  }));
}

export interface FuelTotal {
  productId: string;
  name: string;
  unit: ProductUnit;
  quantity: number;
  amount: number;
  distance: number;
  per100: number | null;
  costPerKm: number | null;
}

/**
 * The whole fleet per fuel: what was filled, and consumption over every measured stretch (the
 * litres measured over the km measured, not an average of the vehicles' figures).
 */
export function totalsByFuel(vehicles: ConsumptionReply['vehicles']): FuelTotal[] {
  const fuels = new Map<string, FuelTotal & { measured: number; spent: number }>();
  for (const vehicle of vehicles)
    for (const f of vehicle.fuels) {
      const total = fuels.get(f.product_id) ?? {
        productId: f.product_id,
        name: f.product_name,
        unit: f.unit,
        quantity: 0,
        amount: 0,
        distance: 0,
        measured: 0,
        spent: 0,
        per100: null,
        costPerKm: null,
      };
      total.quantity = round(total.quantity + f.quantity);
      total.amount += f.amount;
      total.distance += f.distance_km;
      total.measured += f.measured_quantity;
      total.spent += (f.cost_per_km ?? 0) * f.distance_km;
      fuels.set(f.product_id, total);
    }
  return [...fuels.values()].map(({ measured, spent, ...total }) => ({
    ...total,
    per100: total.distance > 0 ? (measured / total.distance) * 100 : null,
    costPerKm: total.distance > 0 ? spent / total.distance : null,
  }));
}
