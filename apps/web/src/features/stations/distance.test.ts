import { describe, expect, it } from 'vitest';
import { byDistance, distanceKm, formatKm } from './distance';

const yerevan = { latitude: 40.1792, longitude: 44.4991 };
const gyumri = { latitude: 40.7894, longitude: 43.8475 };
const goris = { latitude: 39.5111, longitude: 46.3386 };

describe('distance', () => {
  it('measures great-circle kilometres (haversine)', () => {
    // Yerevan–Gyumri is about 87 km as the crow flies; one degree of latitude about 111.2 km.
    expect(distanceKm(yerevan, gyumri)).toBeCloseTo(87.4, 0);
    expect(
      distanceKm({ latitude: 40, longitude: 45 }, { latitude: 41, longitude: 45 }),
    ).toBeCloseTo(111.19, 1);
    expect(distanceKm(goris, goris)).toBe(0);
    expect(distanceKm(yerevan, goris)).toBeCloseTo(distanceKm(goris, yerevan), 9);
  });

  it('sorts nearest first with each distance, or keeps the order without a position', () => {
    const places = [
      { id: 'goris', ...goris },
      { id: 'gyumri', ...gyumri },
      { id: 'yerevan', ...yerevan },
    ];
    const fromVanadzor = byDistance(places, { latitude: 40.8128, longitude: 44.4883 });
    expect(fromVanadzor.map((p) => p.place.id)).toEqual(['gyumri', 'yerevan', 'goris']);
    expect(fromVanadzor[0]?.km).toBeCloseTo(54.1, 0);
    const unsorted = byDistance(places, null);
    expect(unsorted.map((p) => [p.place.id, p.km])).toEqual([
      ['goris', null],
      ['gyumri', null],
      ['yerevan', null],
    ]);
  });

  it('writes kilometres in the reader’s numbers: a decimal under 10, whole above', () => {
    expect(formatKm(2.44, 'am')).toBe('2,4');
    expect(formatKm(2.44, 'en')).toBe('2.4');
    expect(formatKm(2.44, 'ru')).toBe('2,4');
    expect(formatKm(87.4, 'en')).toBe('87');
    expect(formatKm(12_345.6, 'am')).toBe('12\u00a0346');
  });
});
