/**
 * How the demo vehicles are driven and filled (the plates of modules/vehicles/demo-vehicles.ts):
 * a few months of days, each tank drawn down by the kilometres driven and filled again when it
 * runs low, so that every stretch from full tank to full tank is a real consumption. Now and then
 * a tank is only topped up, and a few fills go wrong on purpose, one of each kind the exceptions
 * list knows. Pure: the seed turns the plan into fills.
 */

export type DemoEvent =
  | { day: number; kind: 'over_tank' | 'quick_refill' | 'high_consumption'; fuel: string }
  | { day: number; kind: 'odometer_back' }
  | { day: number; kind: 'wrong_fuel'; fuel: string; litres: number };

export interface Driving {
  startKm: number;
  /** Kilometres on a day the vehicle goes out, fewest and most. */
  kmPerDay: [number, number];
  /** The share of days it stays put. */
  restDays: number;
  /** Units (L or m³) per 100 km, by product code; a second fuel is burnt beside the first. */
  per100: Record<string, number>;
  /** The day (from the first) on or after which each goes wrong, at the next chance. */
  events: DemoEvent[];
}

export const DEMO_DRIVING: Record<string, Driving> = {
  '01 AA 118': {
    startKm: 48_200,
    kmPerDay: [20, 75],
    restDays: 0.2,
    per100: { REGULAR_92: 7.9 },
    events: [
      { day: 24, kind: 'over_tank', fuel: 'REGULAR_92' },
      { day: 41, kind: 'wrong_fuel', fuel: 'DIESEL', litres: 15 },
      { day: 63, kind: 'high_consumption', fuel: 'REGULAR_92' },
    ],
  },
  '35 OK 721': {
    startKm: 73_400,
    kmPerDay: [30, 110],
    restDays: 0.15,
    per100: { LPG: 11.8, PREMIUM_95: 1.6 },
    events: [
      { day: 33, kind: 'quick_refill', fuel: 'LPG' },
      { day: 71, kind: 'odometer_back' },
    ],
  },
  '77 TT 301': {
    startKm: 412_300,
    kmPerDay: [180, 460],
    restDays: 0.25,
    per100: { DIESEL: 29.5 },
    events: [
      { day: 38, kind: 'over_tank', fuel: 'DIESEL' },
      { day: 57, kind: 'odometer_back' },
    ],
  },
  '77 TT 302': {
    startKm: 268_900,
    kmPerDay: [150, 420],
    restDays: 0.25,
    per100: { DIESEL: 27.2 },
    events: [
      { day: 19, kind: 'quick_refill', fuel: 'DIESEL' },
      { day: 66, kind: 'high_consumption', fuel: 'DIESEL' },
    ],
  },
  '45 LV 916': {
    startKm: 121_700,
    kmPerDay: [60, 180],
    restDays: 0.15,
    per100: { LPG: 16.5, REGULAR_92: 2.4 },
    events: [{ day: 46, kind: 'wrong_fuel', fuel: 'DIESEL', litres: 25 }],
  },
  '45 LV 917': {
    startKm: 96_300,
    kmPerDay: [60, 170],
    restDays: 0.2,
    per100: { CNG: 8.3 },
    events: [],
  },
};

/** One fuel the vehicle takes: its code and tank (thousandths). */
export interface Tank {
  code: string;
  capacity: number;
}

export interface PlannedFill {
  code: string;
  /** Thousandths. */
  quantity: number;
  filledAt: Date;
  /** As typed: once on purpose lower than the odometer showed. */
  odometerKm: number;
  fullTank: boolean;
}

/** A small deterministic generator, so every fresh demo database tells the same story. */
export function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** A tank is never let below this share of it before a fill. */
const RESERVE = 0.05;
const PARTIAL_SHARE = 0.1;

/** Three legs a day, a chance to fill before each, and one after the last if a tank is low. */
export function planFills(
  driving: Driving,
  tanks: Tank[],
  firstDay: Date,
  days: number,
  rnd: () => number,
): PlannedFill[] {
  const between = (lo: number, hi: number) => lo + (hi - lo) * rnd();
  const fills: PlannedFill[] = [];
  const level = new Map(tanks.map((t) => [t.code, t.capacity * between(0.3, 0.5)]));
  const lowAt = new Map(tanks.map((t) => [t.code, between(0.2, 0.4)]));
  const done = new Set<DemoEvent>();
  let km = driving.startKm;
  let day = 0;
  const due = (kind: DemoEvent['kind'], code?: string) =>
    driving.events.find(
      (e) =>
        e.kind === kind &&
        e.day <= day &&
        !done.has(e) &&
        (!code || ('fuel' in e && e.fuel === code)),
    );

  const fill = (tank: Tank, hour: number) => {
    const at = new Date(firstDay.getTime() + day * DAY + hour * HOUR);
    const now = level.get(tank.code) ?? 0;
    const missing = tank.capacity - now;
    const first = !fills.some((f) => f.code === tank.code);
    // A tank nearly dry is filled beyond its size once: a can filled at the same pump.
    const over = due('over_tank', tank.code);
    const overNow = over && missing >= 0.85 * tank.capacity;
    // A reading typed lower than the last one, at a top-up: no stretch is measured from it.
    const back = first ? undefined : due('odometer_back');
    const partial = !!back || (!first && !over && rnd() < PARTIAL_SHARE);
    const quantity = overNow
      ? Math.round(tank.capacity * between(1.03, 1.07))
      : partial
        ? Math.max(1000, Math.round((missing * between(0.3, 0.6)) / 1000) * 1000)
        : Math.round(missing / 10) * 10;
    let typed = km;
    if (back) {
      // Two digits swapped: short of even the reading typed at the fill before.
      typed = (fills.at(-1)?.odometerKm ?? km) - Math.round(between(20, 90));
      done.add(back);
    }
    if (overNow) done.add(over);
    fills.push({
      code: tank.code,
      quantity,
      filledAt: at,
      odometerKm: typed,
      fullTank: !partial,
    });
    level.set(tank.code, partial ? now + quantity : tank.capacity);
    lowAt.set(tank.code, over && !overNow ? 0.1 : between(0.2, 0.4));
    if (partial) return;
    const quick = due('quick_refill', tank.code);
    if (quick) {
      // A few more litres half an hour later: into another tank than this vehicle's.
      done.add(quick);
      fills.push({
        code: tank.code,
        quantity: Math.max(1000, Math.round((tank.capacity * between(0.03, 0.06)) / 1000) * 1000),
        filledAt: new Date(at.getTime() + between(12, 40) * 60_000),
        odometerKm: km,
        fullTank: true,
      });
    }
    const high = due('high_consumption', tank.code);
    if (high && !first) {
      // Drained overnight: the next full tank takes far more than the kilometres need.
      done.add(high);
      level.set(tank.code, tank.capacity * 0.55);
    }
  };

  for (; day < days; day++) {
    const distance =
      day > 0 && rnd() < driving.restDays
        ? 0
        : Math.round(between(driving.kmPerDay[0], driving.kmPerDay[1]));
    const shares = [between(0.2, 0.45), between(0.2, 0.45)];
    const legs = [Math.round(distance * (shares[0] ?? 0)), Math.round(distance * (shares[1] ?? 0))];
    legs.push(distance - (legs[0] ?? 0) - (legs[1] ?? 0));
    const wrong = driving.events.find((e) => e.kind === 'wrong_fuel' && e.day === day);
    for (const [i, leg] of legs.entries()) {
      for (const tank of tanks) {
        const rate = (driving.per100[tank.code] ?? 0) * 10 * between(0.92, 1.08);
        const need = leg * rate;
        const now = level.get(tank.code) ?? 0;
        if ((day === 0 && i === 0) || now - need < RESERVE * tank.capacity)
          fill(tank, 7 + i * 4 + between(0, 2));
        level.set(tank.code, (level.get(tank.code) ?? 0) - need);
      }
      km += leg;
      if (i === 0 && wrong?.kind === 'wrong_fuel') {
        fills.push({
          code: wrong.fuel,
          quantity: wrong.litres * 1000,
          filledAt: new Date(firstDay.getTime() + day * DAY + between(12, 13) * HOUR),
          odometerKm: km,
          fullTank: true,
        });
      }
    }
    for (const tank of tanks) {
      if ((level.get(tank.code) ?? 0) < (lowAt.get(tank.code) ?? 0) * tank.capacity)
        fill(tank, 18 + between(0, 3));
    }
  }
  return fills.sort((a, b) => a.filledAt.getTime() - b.filledAt.getTime());
}
