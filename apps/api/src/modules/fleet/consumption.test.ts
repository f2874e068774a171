import { describe, expect, it } from 'vitest';
import {
  type AnalysisSettings,
  analyseFills,
  costPerKm,
  type FillException,
  type FillInput,
  type FillResult,
  per100,
  type VehicleFuels,
} from './consumption';

/*
 * Every expected figure below is worked by hand in the comment next to it. Quantities are in
 * thousandths (40 L = 40 000), amounts in drams. Prices used: petrol 500 dram/L, LPG 250 dram/L,
 * CNG 180 dram/m³, so 40 L of petrol = 20 000 dram.
 */

const PETROL = 'petrol-95';
const LPG = 'lpg';
const CNG = 'cng';
const DIESEL = 'diesel';

/** Litres (or m³) in thousandths, as a pump shows them. */
const L = (units: number) => Math.round(units * 1000);

const settings: AnalysisSettings = {
  quickRefillMinutes: 30,
  highConsumptionPercent: 150,
  usualOver: 5,
};

const petrolCar: VehicleFuels = { fuels: [{ productId: PETROL, tankCapacity: L(50) }] };
const dualCar: VehicleFuels = {
  fuels: [
    { productId: PETROL, tankCapacity: L(50) },
    { productId: LPG, tankCapacity: L(60) },
  ],
};

/** 2025-03-<day> at hh:mm(:ss) UTC. */
const at = (day: number, time = '08:00') =>
  new Date(`2025-03-${String(day).padStart(2, '0')}T${time}Z`);

interface Given {
  at: Date;
  fuel?: string;
  q: number;
  amount: number;
  km: number | null;
  partial?: true;
  missed?: true;
  reset?: true;
}
const fill = (id: string, g: Given): FillInput => ({
  id,
  productId: g.fuel ?? PETROL,
  quantity: g.q,
  amount: g.amount,
  filledAt: g.at,
  odometerKm: g.km,
  fullTank: g.partial !== true,
  missedBefore: g.missed === true,
  odometerReset: g.reset === true,
});

/** A fill that closes no stretch. */
const open = (id: string, exceptions: FillException[] = []): FillResult => ({
  id,
  distanceKm: null,
  segmentQuantity: null,
  segmentAmount: null,
  exceptions,
});
/** A full fill that closes a stretch of `distanceKm`. */
const closes = (
  id: string,
  distanceKm: number,
  segmentQuantity: number,
  segmentAmount: number,
  exceptions: FillException[] = [],
): FillResult => ({ id, distanceKm, segmentQuantity, segmentAmount, exceptions });

describe('consumption from full tank to full tank', () => {
  it('full fills only: each full fill measures the distance since the previous one', () => {
    const fills = [
      fill('f1', { at: at(1), q: L(40), amount: 20_000, km: 500 }),
      fill('f2', { at: at(5), q: L(45), amount: 22_500, km: 1000 }),
      fill('f3', { at: at(10), q: L(42), amount: 21_000, km: 1600 }),
    ];
    expect(analyseFills(petrolCar, fills, settings)).toEqual([
      // The first full fill only sets where measuring starts.
      open('f1'),
      // 1000 − 500 = 500 km on 45 L → 45 / 500 × 100 = 9.00 L/100 km; 22 500 / 500 = 45 dram/km
      closes('f2', 500, 45_000, 22_500),
      // 1600 − 1000 = 600 km on 42 L → 42 / 600 × 100 = 7.00 L/100 km; 21 000 / 600 = 35 dram/km
      closes('f3', 600, 42_000, 21_000),
    ]);
    expect(per100(45_000, 500)).toBe(9);
    expect(costPerKm(22_500, 500)).toBe(45);
    expect(per100(42_000, 600)).toBe(7);
    expect(costPerKm(21_000, 600)).toBe(35);
  });

  it('partial fills add to the next full fill, and are counted once', () => {
    const fills = [
      fill('f1', { at: at(1), q: L(40), amount: 20_000, km: 500 }),
      fill('f2', { at: at(3), q: L(20), amount: 10_000, km: 800, partial: true }),
      fill('f3', { at: at(4), q: L(20), amount: 10_000, km: null, partial: true }),
      fill('f4', { at: at(6), q: L(35), amount: 17_500, km: 1250 }),
      fill('f5', { at: at(9), q: L(25), amount: 12_500, km: 1500 }),
    ];
    expect(analyseFills(petrolCar, fills, settings)).toEqual([
      open('f1'),
      open('f2'),
      open('f3'),
      // 20 L + 20 L partial + 35 L full = 75 L over 1250 − 500 = 750 km → 75 / 750 × 100 =
      // 10.00 L/100 km; 10 000 + 10 000 + 17 500 = 37 500 dram → 37 500 / 750 = 50 dram/km
      closes('f4', 750, 75_000, 37_500),
      // Only its own 25 L over 1500 − 1250 = 250 km → 10.00 L/100 km
      closes('f5', 250, 25_000, 12_500),
    ]);
    expect(per100(75_000, 750)).toBe(10);
    expect(costPerKm(37_500, 750)).toBe(50);
  });

  it('a missed fill starts again: what came before it is not measured', () => {
    const fills = [
      fill('f1', { at: at(1), q: L(40), amount: 20_000, km: 500 }),
      fill('f2', { at: at(3), q: L(10), amount: 5_000, km: 700, partial: true }),
      // Without the flag this would close 900 − 500 = 400 km on 10 + 30 = 40 L.
      fill('f3', { at: at(5), q: L(30), amount: 15_000, km: 900, missed: true }),
      fill('f4', { at: at(7), q: L(20), amount: 10_000, km: 1100 }),
    ];
    expect(analyseFills(petrolCar, fills, settings)).toEqual([
      open('f1'),
      open('f2'),
      open('f3'),
      // From the missed fill's reading: 1100 − 900 = 200 km on 20 L only (the 10 L partial
      // before the missed fill is dropped) → 10.00 L/100 km
      closes('f4', 200, 20_000, 10_000),
    ]);
  });

  it('a missed fill on a partial fill leaves nothing to measure from until the next full', () => {
    const fills = [
      fill('f1', { at: at(1), q: L(40), amount: 20_000, km: 500 }),
      fill('f2', { at: at(3), q: L(15), amount: 7_500, km: 600, partial: true, missed: true }),
      // Would be 800 − 500 = 300 km on 15 + 30 = 45 L without the missed fill.
      fill('f3', { at: at(5), q: L(30), amount: 15_000, km: 800 }),
      fill('f4', { at: at(7), q: L(24), amount: 12_000, km: 1000 }),
    ];
    expect(analyseFills(petrolCar, fills, settings)).toEqual([
      open('f1'),
      open('f2'),
      open('f3'),
      // 1000 − 800 = 200 km on 24 L → 12.00 L/100 km
      closes('f4', 200, 24_000, 12_000),
    ]);
  });

  it('a full fill without a reading breaks the chain', () => {
    const fills = [
      fill('f1', { at: at(1), q: L(40), amount: 20_000, km: 500 }),
      fill('f2', { at: at(3), q: L(10), amount: 5_000, km: 700, partial: true }),
      fill('f3', { at: at(5), q: L(40), amount: 20_000, km: null }),
      // Would be 1200 − 500 = 700 km on 10 + 40 + 30 L if the chain went on.
      fill('f4', { at: at(7), q: L(30), amount: 15_000, km: 1200 }),
      fill('f5', { at: at(9), q: L(25), amount: 12_500, km: 1500 }),
    ];
    expect(analyseFills(petrolCar, fills, settings)).toEqual([
      open('f1'),
      open('f2'),
      open('f3'),
      open('f4'),
      // 1500 − 1200 = 300 km on 25 L → 25 / 300 × 100 = 8.33 L/100 km
      closes('f5', 300, 25_000, 12_500),
    ]);
  });

  it('CNG in m³: the same arithmetic, thousandths of a m³ instead of a litre', () => {
    const cngCar: VehicleFuels = { fuels: [{ productId: CNG, tankCapacity: L(20) }] };
    const fills = [
      // 12.5 m³ × 180 = 2 250 dram
      fill('f1', { at: at(1), fuel: CNG, q: L(12.5), amount: 2_250, km: 10_000 }),
      // 4.25 m³ × 180 = 765 dram
      fill('f2', { at: at(2), fuel: CNG, q: L(4.25), amount: 765, km: 10_150, partial: true }),
      // 8.75 m³ × 180 = 1 575 dram
      fill('f3', { at: at(3), fuel: CNG, q: L(8.75), amount: 1_575, km: 10_300 }),
    ];
    expect(analyseFills(cngCar, fills, settings)).toEqual([
      open('f1'),
      open('f2'),
      // 4.25 + 8.75 = 13 m³ over 10 300 − 10 000 = 300 km; 765 + 1 575 = 2 340 dram
      closes('f3', 300, 13_000, 2_340),
    ]);
    // 13 / 300 × 100 = 4.333… → 4.33 m³/100 km; 2 340 / 300 = 7.80 dram/km
    expect(per100(13_000, 300)).toBe(4.33);
    expect(costPerKm(2_340, 300)).toBe(7.8);
  });
});

describe('a dual-fuel vehicle', () => {
  it('keeps one chain per fuel on one shared odometer; LPG then petrol at one stop is not quick', () => {
    const fills = [
      fill('p1', { at: at(1, '08:00'), q: L(40), amount: 20_000, km: 1000 }),
      // 10 minutes after the petrol: another fuel, so not a quick refill.
      fill('g1', { at: at(1, '08:10'), fuel: LPG, q: L(45), amount: 11_250, km: 1000 }),
      fill('g2', { at: at(3), fuel: LPG, q: L(30), amount: 7_500, km: 1300 }),
      fill('p2', { at: at(5, '09:00'), q: L(10), amount: 5_000, km: 1500, partial: true }),
      // 5 minutes after the petrol partial, again another fuel.
      fill('g3', { at: at(5, '09:05'), fuel: LPG, q: L(20), amount: 5_000, km: 1500 }),
      fill('p3', { at: at(8), q: L(15), amount: 7_500, km: 1800 }),
    ];
    expect(analyseFills(dualCar, fills, settings)).toEqual([
      open('p1'),
      open('g1'),
      // LPG from its own full fill: 1300 − 1000 = 300 km on 30 L → 10.00 L/100 km
      closes('g2', 300, 30_000, 7_500),
      open('p2'),
      // 1500 − 1300 = 200 km on 20 L of LPG; the petrol partial is not in it
      closes('g3', 200, 20_000, 5_000),
      // Petrol from its own full fill: 1800 − 1000 = 800 km on 10 + 15 = 25 L → 25 / 800 × 100
      // = 3.125 → 3.13 L/100 km; 5 000 + 7 500 = 12 500 dram
      closes('p3', 800, 25_000, 12_500),
    ]);
    expect(per100(25_000, 800)).toBe(3.13);
  });
});

describe('odometer going back', () => {
  it('a replaced odometer: flagged, every fuel starts again, the next stretch from the new reading', () => {
    const fills = [
      fill('p1', { at: at(1, '08:00'), q: L(40), amount: 20_000, km: 150_000 }),
      fill('g1', { at: at(1, '08:10'), fuel: LPG, q: L(40), amount: 10_000, km: 150_000 }),
      fill('p2', { at: at(4), q: L(30), amount: 15_000, km: 150_400 }),
      fill('p3', { at: at(6), q: L(35), amount: 17_500, km: 200, reset: true }),
      fill('p4', { at: at(8, '08:00'), q: L(28), amount: 14_000, km: 550 }),
      fill('g2', { at: at(8, '08:10'), fuel: LPG, q: L(36), amount: 9_000, km: 550 }),
      fill('g3', { at: at(10), fuel: LPG, q: L(30), amount: 7_500, km: 850 }),
    ];
    expect(analyseFills(dualCar, fills, settings)).toEqual([
      open('p1'),
      open('g1'),
      // 150 400 − 150 000 = 400 km on 30 L → 7.50 L/100 km
      closes('p2', 400, 30_000, 15_000),
      // 200 < 150 400: flagged even though the reset was declared; starts afresh
      open('p3', ['odometer_back']),
      // 550 − 200 = 350 km on 28 L → 8.00 L/100 km
      closes('p4', 350, 28_000, 14_000),
      // LPG's last full fill was on the old odometer: nothing to measure from
      open('g2'),
      // 850 − 550 = 300 km on 30 L of LPG → 10.00 L/100 km
      closes('g3', 300, 30_000, 7_500),
    ]);
  });

  it('a reset to a higher reading is not flagged, but every fuel still starts again', () => {
    const fills = [
      fill('p1', { at: at(1, '08:00'), q: L(40), amount: 20_000, km: 1000 }),
      fill('g1', { at: at(1, '08:10'), fuel: LPG, q: L(40), amount: 10_000, km: 1000 }),
      // Would be 5000 − 1000 = 4000 km without the reset.
      fill('p2', { at: at(3), q: L(30), amount: 15_000, km: 5000, reset: true }),
      // Would be 5200 − 1000 = 4200 km if LPG had not started again too.
      fill('g2', { at: at(5), fuel: LPG, q: L(20), amount: 5_000, km: 5200 }),
      fill('p3', { at: at(7), q: L(20), amount: 10_000, km: 5300 }),
      fill('g3', { at: at(8), fuel: LPG, q: L(30), amount: 7_500, km: 5500 }),
    ];
    expect(analyseFills(dualCar, fills, settings)).toEqual([
      open('p1'),
      open('g1'),
      open('p2'),
      open('g2'),
      // 5300 − 5000 = 300 km on 20 L
      closes('p3', 300, 20_000, 10_000),
      // 5500 − 5200 = 300 km on 30 L
      closes('g3', 300, 30_000, 7_500),
    ]);
  });

  it('a reset declared without a reading: the next, lower reading is not flagged', () => {
    const fills = [
      fill('f1', { at: at(1), q: L(40), amount: 20_000, km: 90_000 }),
      fill('f2', { at: at(3), q: L(10), amount: 5_000, km: null, partial: true, reset: true }),
      // 300 < 90 000, but 90 000 was read on the odometer that was replaced.
      fill('f3', { at: at(5), q: L(30), amount: 15_000, km: 300 }),
      fill('f4', { at: at(7), q: L(25), amount: 12_500, km: 600 }),
    ];
    expect(analyseFills(petrolCar, fills, settings)).toEqual([
      open('f1'),
      open('f2'),
      open('f3'),
      // 600 − 300 = 300 km on 25 L
      closes('f4', 300, 25_000, 12_500),
    ]);
  });

  it('a lower reading without a reset is flagged against any fuel’s reading and restarts every fuel', () => {
    const fills = [
      fill('p1', { at: at(1, '08:00'), q: L(40), amount: 20_000, km: 1000 }),
      fill('g1', { at: at(1, '08:10'), fuel: LPG, q: L(40), amount: 10_000, km: 1000 }),
      fill('p2', { at: at(3), q: L(20), amount: 10_000, km: 1500, partial: true }),
      // 1400 < the petrol fill's 1500: one odometer. Would close 400 km of LPG otherwise.
      fill('g2', { at: at(4), fuel: LPG, q: L(30), amount: 7_500, km: 1400 }),
      // Would close 1600 − 1000 = 600 km on 20 + 20 L of petrol if petrol had not restarted.
      fill('p3', { at: at(6), q: L(20), amount: 10_000, km: 1600 }),
      fill('g3', { at: at(7), fuel: LPG, q: L(25), amount: 6_250, km: 1700 }),
      fill('p4', { at: at(9), q: L(24), amount: 12_000, km: 1900 }),
    ];
    expect(analyseFills(dualCar, fills, settings)).toEqual([
      open('p1'),
      open('g1'),
      open('p2'),
      open('g2', ['odometer_back']),
      open('p3'),
      // 1700 − 1400 = 300 km on 25 L of LPG
      closes('g3', 300, 25_000, 6_250),
      // 1900 − 1600 = 300 km on 24 L of petrol
      closes('p4', 300, 24_000, 12_000),
    ]);
  });

  it('the same reading again is not going back; a full fill there measures nothing', () => {
    const fills = [
      fill('f1', { at: at(1), q: L(40), amount: 20_000, km: 1000 }),
      fill('f2', { at: at(2), q: L(5), amount: 2_500, km: 1000, partial: true }),
      fill('f3', { at: at(3), q: L(10), amount: 5_000, km: 1000 }),
      fill('f4', { at: at(5), q: L(20), amount: 10_000, km: 1200 }),
    ];
    expect(analyseFills(petrolCar, fills, settings)).toEqual([
      open('f1'),
      open('f2'),
      // 1000 − 1000 = 0 km: no stretch, and the 5 L + 10 L are let go
      open('f3'),
      // 1200 − 1000 = 200 km on its own 20 L (not 5 + 10 + 20 = 35 L)
      closes('f4', 200, 20_000, 10_000),
    ]);
  });
});

describe('fills that look wrong', () => {
  it('over_tank: more than the tank holds; exactly the tank is not, an unknown tank never is', () => {
    const fills = [
      // exactly 50.000 L into a 50 L tank
      fill('f1', { at: at(1), q: 50_000, amount: 25_000, km: 1000 }),
      // 50.001 L
      fill('f2', { at: at(3), q: 50_001, amount: 25_001, km: 1500 }),
    ];
    expect(analyseFills(petrolCar, fills, settings)).toEqual([
      open('f1'),
      // Flagged, and still measured: 1500 − 1000 = 500 km on 50.001 L
      closes('f2', 500, 50_001, 25_001, ['over_tank']),
    ]);
    const unknownTank: VehicleFuels = { fuels: [{ productId: PETROL, tankCapacity: null }] };
    expect(
      analyseFills(
        unknownTank,
        [fill('f1', { at: at(1), q: L(80), amount: 40_000, km: 1 })],
        settings,
      ),
    ).toEqual([open('f1')]);
  });

  it('quick_refill: the same fuel less than 30 minutes after its previous fill; exactly 30 is not', () => {
    const fills = [
      fill('f1', { at: at(1, '08:00'), q: L(40), amount: 20_000, km: 1000 }),
      // 08:30 − 08:00 = 30 min exactly
      fill('f2', { at: at(1, '08:30'), q: L(5), amount: 2_500, km: 1010, partial: true }),
      // 08:59:59 − 08:30 = 29 min 59 s
      fill('f3', { at: at(1, '08:59:59'), q: L(5), amount: 2_500, km: 1020, partial: true }),
    ];
    expect(analyseFills(petrolCar, fills, settings)).toEqual([
      open('f1'),
      open('f2'),
      open('f3', ['quick_refill']),
    ]);
  });

  it('wrong_fuel: flagged alone and left out of every chain, reading and quantity', () => {
    const fills = [
      fill('p1', { at: at(1), q: L(40), amount: 20_000, km: 1000 }),
      fill('p2', { at: at(3), q: L(10), amount: 5_000, km: 1100, partial: true }),
      // 200 L of diesel, full, read 5000 km: none of it counts (not over_tank, not a reading).
      fill('d1', { at: at(5, '08:00'), fuel: DIESEL, q: L(200), amount: 100_000, km: 5000 }),
      // 10 min after the diesel, 1500 < 5000: neither quick nor going back.
      fill('p3', { at: at(5, '08:10'), q: L(30), amount: 15_000, km: 1500 }),
    ];
    expect(analyseFills(petrolCar, fills, settings)).toEqual([
      open('p1'),
      open('p2'),
      open('d1', ['wrong_fuel']),
      // 1500 − 1000 = 500 km on 10 + 30 = 40 L → 8.00 L/100 km; 5 000 + 15 000 = 20 000 dram
      closes('p3', 500, 40_000, 20_000),
    ]);
  });

  describe('high_consumption', () => {
    const car: VehicleFuels = { fuels: [{ productId: PETROL, tankCapacity: null }] };
    // Every 2 days, 500 km apart; at 500 dram/L.
    const fills = [
      fill('f0', { at: at(1), q: L(40), amount: 20_000, km: 1000 }),
      fill('f1', { at: at(3), q: L(40), amount: 20_000, km: 1500 }),
      fill('f2', { at: at(5), q: L(40), amount: 20_000, km: 2000 }),
      fill('f3', { at: at(7), q: L(100), amount: 50_000, km: 2500 }),
      fill('f4', { at: at(9), q: L(60), amount: 30_000, km: 3000 }),
      fill('f5', { at: at(11), q: L(75.5), amount: 37_750, km: 3500 }),
      fill('f6', { at: at(13), q: L(90), amount: 45_000, km: 4000 }),
      fill('f7', { at: at(15), q: L(105), amount: 52_500, km: 4500 }),
    ];

    it('is judged against the median of the last 5 stretches, from 3 of them on', () => {
      expect(analyseFills(car, fills, settings)).toEqual([
        open('f0'),
        // 40 / 500 × 100 = 8.00 L/100 km
        closes('f1', 500, 40_000, 20_000),
        // 8.00
        closes('f2', 500, 40_000, 20_000),
        // 100 / 500 × 100 = 20.00, 2.5 × the 8.00 before, but only 2 stretches before it
        closes('f3', 500, 100_000, 50_000),
        // 60 / 500 × 100 = 12.00; usual = median(8, 8, 20) = 8 → limit 8 × 1.5 = 12.00: at, not over
        closes('f4', 500, 60_000, 30_000),
        // 75.5 / 500 × 100 = 15.10; usual = median(8, 8, 12, 20) = (8 + 12) / 2 = 10 → limit 15.00
        closes('f5', 500, 75_500, 37_750, ['high_consumption']),
        // 90 / 500 × 100 = 18.00; usual = median(8, 8, 12, 15.1, 20) = 12 → limit 18.00: at, not over
        closes('f6', 500, 90_000, 45_000),
        // 105 / 500 × 100 = 21.00; usual = median of the last 5 only (8, 20, 12, 15.1, 18) = 15.1
        // → limit 22.65: not over. (All 6 would give median 13.55 → limit 20.325 → flagged.)
        closes('f7', 500, 105_000, 52_500),
      ]);
    });

    it('over an even number of stretches, usual is the mean of the middle two', () => {
      const results = analyseFills(car, fills, { ...settings, usualOver: 4 });
      expect(results.map((r) => [r.id, r.exceptions])).toEqual([
        ['f0', []],
        ['f1', []],
        ['f2', []],
        // 20.00 after 2 stretches: too few
        ['f3', []],
        // 12.00; median(8, 8, 20) = 8 → limit 12.00: at, not over
        ['f4', []],
        // 15.10; median(8, 8, 12, 20) = (8 + 12) / 2 = 10 → limit 15.00: over
        ['f5', ['high_consumption']],
        // 18.00; last 4 = 8, 20, 12, 15.1 → median (12 + 15.1) / 2 = 13.55 → limit 20.325
        ['f6', []],
        // 21.00; last 4 = 20, 12, 15.1, 18 → median (15.1 + 18) / 2 = 16.55 → limit 24.825
        ['f7', []],
      ]);
    });

    it('is never flagged when "usual" is over fewer than 3 stretches', () => {
      const results = analyseFills(car, fills, { ...settings, usualOver: 2 });
      expect(results.flatMap((r) => r.exceptions)).toEqual([]);
    });

    it('is judged per fuel: LPG stretches do not make petrol’s usual', () => {
      const dual: VehicleFuels = {
        fuels: [
          { productId: PETROL, tankCapacity: L(70) },
          { productId: LPG, tankCapacity: L(60) },
        ],
      };
      // Five stops, two days and 500 km apart; petrol at 08:00, LPG at 08:10.
      const stop = (n: number, petrol: number, lpg: number) => [
        fill(`p${n}`, {
          at: at(2 * n - 1, '08:00'),
          q: L(petrol),
          amount: petrol * 500,
          km: 500 + 500 * n,
        }),
        fill(`g${n}`, {
          at: at(2 * n - 1, '08:10'),
          fuel: LPG,
          q: L(lpg),
          amount: lpg * 250,
          km: 500 + 500 * n,
        }),
      ];
      const results = analyseFills(
        dual,
        [
          ...stop(1, 40, 60),
          ...stop(2, 40, 60),
          ...stop(3, 40, 60),
          ...stop(4, 40, 60),
          ...stop(5, 62.5, 60),
        ],
        settings,
      );
      expect(results.slice(-2)).toEqual([
        // Petrol 62.5 / 500 × 100 = 12.50 over its usual median(8, 8, 8) = 8 → limit 12.00: over.
        // (Mixed with LPG's 12.00 the last 5 would have median 12 → limit 18: not over.)
        closes('p5', 500, 62_500, 31_250, ['high_consumption']),
        // LPG 60 / 500 × 100 = 12.00 against its own usual 12.00 → limit 18: not over
        closes('g5', 500, 60_000, 15_000),
      ]);
      expect(results.flatMap((r) => r.exceptions)).toEqual(['high_consumption']);
    });
  });
});

describe('order', () => {
  it('gives the results in the input’s order, working the fills out by time', () => {
    const a = fill('a', { at: at(6), q: L(35), amount: 17_500, km: 1250 });
    const b = fill('b', { at: at(1), q: L(40), amount: 20_000, km: 500 });
    const c = fill('c', { at: at(9), q: L(25), amount: 12_500, km: 1500 });
    const d = fill('d', { at: at(3), q: L(20), amount: 10_000, km: 800, partial: true });
    const input = [c, a, d, b];
    expect(analyseFills(petrolCar, input, settings)).toEqual([
      // 1500 − 1250 = 250 km on 25 L
      closes('c', 250, 25_000, 12_500),
      // 1250 − 500 = 750 km on 20 + 35 = 55 L; 10 000 + 17 500 = 27 500 dram
      closes('a', 750, 55_000, 27_500),
      open('d'),
      open('b'),
    ]);
    // The caller's array is left as it was.
    expect(input.map((f) => f.id)).toEqual(['c', 'a', 'd', 'b']);
  });

  it('fills at the same moment are taken by id', () => {
    const fills = [
      fill('x-full', { at: at(3), q: L(30), amount: 15_000, km: 800 }),
      fill('a-part', { at: at(3), q: L(10), amount: 5_000, km: 800, partial: true }),
      fill('first', { at: at(1), q: L(40), amount: 20_000, km: 500 }),
    ];
    // quickRefillMinutes 0: two fills at one moment are not a quick refill here.
    expect(analyseFills(petrolCar, fills, { ...settings, quickRefillMinutes: 0 })).toEqual([
      // 'a-part' comes before 'x-full': 800 − 500 = 300 km on 10 + 30 = 40 L (30 L only if the
      // full fill were taken first)
      closes('x-full', 300, 40_000, 20_000),
      open('a-part'),
      open('first'),
    ]);
  });
});

describe('per100 and costPerKm', () => {
  it('per100: units per 100 km rounded to 2 decimals, halves up; null without a distance', () => {
    // 75 L / 750 km × 100 = 10
    expect(per100(75_000, 750)).toBe(10);
    // 1 L / 6 km × 100 = 16.666… → 16.67
    expect(per100(1_000, 6)).toBe(16.67);
    // 1 L / 3 km × 100 = 33.333… → 33.33
    expect(per100(1_000, 3)).toBe(33.33);
    // 12.345 L / 100 km × 100 = 12.345 exactly → 12.35
    expect(per100(12_345, 100)).toBe(12.35);
    // 32.3 L / 400 km × 100 = 8.075 exactly → 8.08 (worked in binary fractions, 32.3 / 400 × 100
    // lands just under 8.075 and would round to 8.07)
    expect(per100(32_300, 400)).toBe(8.08);
    expect(per100(40_000, 0)).toBeNull();
    expect(per100(40_000, null)).toBeNull();
  });

  it('costPerKm: drams per km rounded to 2 decimals, halves up; null without a distance', () => {
    // 37 500 / 750 = 50
    expect(costPerKm(37_500, 750)).toBe(50);
    // 1 000 / 3 = 333.333… → 333.33
    expect(costPerKm(1_000, 3)).toBe(333.33);
    // 2 000 / 3 = 666.666… → 666.67
    expect(costPerKm(2_000, 3)).toBe(666.67);
    // 12 345 / 1 000 = 12.345 exactly → 12.35
    expect(costPerKm(12_345, 1_000)).toBe(12.35);
    // 25 603 / 200 = 128.015 exactly → 128.02 (as a binary fraction it is just under, → 128.01)
    expect(costPerKm(25_603, 200)).toBe(128.02);
    expect(costPerKm(20_000, 0)).toBeNull();
  });
});
