/**
 * A vehicle's fuel consumption from its fills, worked out the way LubeLogger does it: per fuel,
 * from one full tank to the next, the partial fills in between counted with the full one that
 * closes the stretch. Also the flags on fills that look wrong. Pure arithmetic: the caller reads
 * the fills and writes the results.
 *
 * Units: quantities in thousandths (1 L or 1 m³ = 1000), amounts in whole drams, odometer in km.
 */

import { FILL_EXCEPTIONS, type FillExceptionKind } from '@fuel/contract';

/** The flags a fill can carry (the contract's list, in its order). */
export type FillException = FillExceptionKind;

export interface FillInput {
  id: string;
  productId: string;
  /** Thousandths of a unit. */
  quantity: number;
  /** Drams. */
  amount: number;
  filledAt: Date;
  odometerKm: number | null;
  fullTank: boolean;
  /** The driver says a fill before this one was not recorded. */
  missedBefore: boolean;
  /** The odometer was replaced or reset before this reading. */
  odometerReset: boolean;
}

export interface VehicleFuels {
  /** tankCapacity in thousandths, null when not known. */
  fuels: { productId: string; tankCapacity: number | null }[];
}

export interface AnalysisSettings {
  quickRefillMinutes: number;
  /** 150 = a stretch using more than 1.5 times the usual is flagged. */
  highConsumptionPercent: number;
  /** How many previous stretches of the fuel make its "usual" (their median). */
  usualOver: number;
}

export interface FillResult {
  id: string;
  /** On a full fill that closes a measurable stretch, else null. */
  distanceKm: number | null;
  /** Thousandths: the partial fills since the previous full fill, plus this fill. */
  segmentQuantity: number | null;
  /** Drams, of the same fills. */
  segmentAmount: number | null;
  /** In FILL_EXCEPTIONS order. */
  exceptions: FillException[];
}

/** Fewer previous stretches than this are too few to call anything unusual. */
const MIN_USUAL_SEGMENTS = 3;
const MINUTE_MS = 60_000;

/** A consumption as an exact fraction (thousandths per km): limits are compared without rounding. */
interface Ratio {
  num: bigint;
  den: bigint;
}

interface Segment {
  distanceKm: number;
  quantity: number;
  amount: number;
}

/** One fuel's running state: where its last full tank was, and what was put in since. */
interface Chain {
  baselineKm: number | null;
  pendingQuantity: number;
  pendingAmount: number;
  /** Kept across chain restarts: a quick refill is about time, not the odometer. */
  lastFilledAtMs: number | null;
  /** Consumptions of this fuel's stretches so far, oldest first; survives restarts too. */
  history: Ratio[];
}

interface VehicleState {
  tanks: Map<string, number | null>;
  chains: Map<string, Chain>;
  /** The vehicle's last reading, any fuel: the odometer is shared by its fuels. */
  lastReadingKm: number | null;
}

/**
 * Works out every fill of one vehicle. Results come in the input's order; the fills are worked
 * through oldest first (ties by id, so the same fills always give the same answer).
 */
export function analyseFills(
  vehicle: VehicleFuels,
  fills: readonly FillInput[],
  settings: AnalysisSettings,
): FillResult[] {
  const state: VehicleState = {
    tanks: new Map(vehicle.fuels.map((f) => [f.productId, f.tankCapacity])),
    chains: new Map(vehicle.fuels.map((f) => [f.productId, newChain()])),
    lastReadingKm: null,
  };
  const results: FillResult[] = new Array(fills.length);
  for (const { fill, index } of chronological(fills)) {
    results[index] = analyseFill(state, fill, settings);
  }
  return results;
}

/** Units per 100 km, rounded to 2 decimals; null when there is no distance. */
export function per100(quantityThousandths: number, distanceKm: number | null): number | null {
  if (distanceKm === null || distanceKm <= 0) return null;
  // (q / 1000) / d × 100 units = 10q / d hundredths; rounding that quotient of integers keeps
  // a half (12.345) from being read as 12.3449999… in binary.
  return Math.round((quantityThousandths * 10) / distanceKm) / 100;
}

/** Drams per km, rounded to 2 decimals; null when there is no distance. */
export function costPerKm(amount: number, distanceKm: number | null): number | null {
  if (distanceKm === null || distanceKm <= 0) return null;
  // In hundredths of a dram, for the same reason as per100.
  return Math.round((amount * 100) / distanceKm) / 100;
}

function newChain(): Chain {
  return {
    baselineKm: null,
    pendingQuantity: 0,
    pendingAmount: 0,
    lastFilledAtMs: null,
    history: [],
  };
}

function chronological(fills: readonly FillInput[]) {
  return fills
    .map((fill, index) => ({ fill, index }))
    .sort(
      (a, b) =>
        a.fill.filledAt.getTime() - b.fill.filledAt.getTime() ||
        (a.fill.id < b.fill.id ? -1 : a.fill.id > b.fill.id ? 1 : 0),
    );
}

function analyseFill(state: VehicleState, fill: FillInput, settings: AnalysisSettings): FillResult {
  const chain = state.chains.get(fill.productId);
  // A fuel the vehicle does not take is most likely a fill booked to the wrong vehicle: its
  // reading and quantity would only spoil the real ones, so it is flagged and left out.
  if (!chain) return resultOf(fill.id, null, new Set(['wrong_fuel']));

  const flags = new Set<FillException>();
  const tank = state.tanks.get(fill.productId) ?? null;
  if (tank !== null && fill.quantity > tank) flags.add('over_tank');
  if (isQuickRefill(chain, fill, settings)) flags.add('quick_refill');
  chain.lastFilledAtMs = fill.filledAt.getTime();
  if (readOdometer(state, fill)) flags.add('odometer_back');
  // What went in at the unrecorded fill is unknown, so the stretch before it cannot be measured.
  if (fill.missedBefore) restart(chain);

  const segment = advance(chain, fill);
  if (segment) {
    if (isHighConsumption(chain.history, segment, settings)) flags.add('high_consumption');
    chain.history.push({ num: BigInt(segment.quantity), den: BigInt(segment.distanceKm) });
  }
  return resultOf(fill.id, segment, flags);
}

/** Same fuel only: a dual-fuel car filling LPG and petrol at one stop is normal. */
function isQuickRefill(chain: Chain, fill: FillInput, settings: AnalysisSettings): boolean {
  if (chain.lastFilledAtMs === null) return false;
  return fill.filledAt.getTime() - chain.lastFilledAtMs < settings.quickRefillMinutes * MINUTE_MS;
}

/**
 * Notes the fill's reading; true when it is lower than the vehicle's previous one. A lower
 * reading or a declared reset makes every earlier baseline meaningless, so every fuel starts
 * again from this fill.
 */
function readOdometer(state: VehicleState, fill: FillInput): boolean {
  const km = fill.odometerKm;
  const back = km !== null && state.lastReadingKm !== null && km < state.lastReadingKm;
  if (back || fill.odometerReset) {
    for (const chain of state.chains.values()) restart(chain);
    // A reset without a reading leaves no reading to compare the next one with.
    state.lastReadingKm = null;
  }
  if (km !== null) state.lastReadingKm = km;
  return back;
}

function restart(chain: Chain) {
  chain.baselineKm = null;
  chain.pendingQuantity = 0;
  chain.pendingAmount = 0;
}

/**
 * Moves a fuel's chain on by one fill; the stretch it closes, if any. A partial fill waits for
 * the next full one. A full fill closes the stretch from the previous full fill when both have
 * readings and the odometer moved, and starts the next one from its own reading — without a
 * reading there is nothing to start from, so the chain breaks.
 */
function advance(chain: Chain, fill: FillInput): Segment | null {
  if (!fill.fullTank) {
    chain.pendingQuantity += fill.quantity;
    chain.pendingAmount += fill.amount;
    return null;
  }
  const km = fill.odometerKm;
  const from = chain.baselineKm;
  const segment =
    km !== null && from !== null && km > from
      ? {
          distanceKm: km - from,
          quantity: chain.pendingQuantity + fill.quantity,
          amount: chain.pendingAmount + fill.amount,
        }
      : null;
  chain.baselineKm = km;
  chain.pendingQuantity = 0;
  chain.pendingAmount = 0;
  return segment;
}

/**
 * More than highConsumptionPercent of the median of the fuel's last `usualOver` stretches. The
 * median, not the mean, so that one odd stretch does not move "usual".
 */
function isHighConsumption(
  history: readonly Ratio[],
  segment: Segment,
  settings: AnalysisSettings,
): boolean {
  const recent = history.slice(Math.max(0, history.length - settings.usualOver));
  if (recent.length < MIN_USUAL_SEGMENTS) return false;
  const usual = median(recent);
  // q / d > usual × p / 100, multiplied out so that exactly the limit is not over it.
  return (
    BigInt(segment.quantity) * usual.den * 100n >
    usual.num * BigInt(settings.highConsumptionPercent) * BigInt(segment.distanceKm)
  );
}

function median(ratios: readonly Ratio[]): Ratio {
  const sorted = [...ratios].sort(compareRatios);
  const mid = sorted.length >> 1;
  const upper = sorted[mid] as Ratio;
  if (sorted.length % 2 === 1) return upper;
  const lower = sorted[mid - 1] as Ratio;
  // The mean of the two middle ones, still exact.
  return {
    num: lower.num * upper.den + upper.num * lower.den,
    den: 2n * lower.den * upper.den,
  };
}

function compareRatios(a: Ratio, b: Ratio): number {
  const left = a.num * b.den;
  const right = b.num * a.den;
  return left < right ? -1 : left > right ? 1 : 0;
}

function resultOf(
  id: string,
  segment: Segment | null,
  flags: ReadonlySet<FillException>,
): FillResult {
  return {
    id,
    distanceKm: segment?.distanceKm ?? null,
    segmentQuantity: segment?.quantity ?? null,
    segmentAmount: segment?.amount ?? null,
    exceptions: FILL_EXCEPTIONS.filter((kind) => flags.has(kind)),
  };
}
