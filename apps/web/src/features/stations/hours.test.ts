import { describe, expect, it } from 'vitest';
import { directionsUrl, stationHours, yerevanMinutes } from './hours';

// Yerevan is UTC+4 all year (no summer time).
const at = (utc: string) => new Date(`2025-03-10T${utc}:00Z`);
const daily = (opens: string, closes: string) => ({
  open_24h: false,
  opens_at: opens,
  closes_at: closes,
});

describe('station hours in Yerevan time', () => {
  it('reads the clock in Yerevan, whatever the machine zone', () => {
    expect(yerevanMinutes(at('03:00'))).toBe(7 * 60);
    expect(yerevanMinutes(at('22:30'))).toBe(150);
  });

  it('round the clock', () => {
    expect(stationHours({ open_24h: true, opens_at: null, closes_at: null }, at('01:00'))).toEqual({
      kind: 'always',
    });
    expect(stationHours(daily('00:00', '00:00'), at('01:00')).kind).toBe('always');
  });

  it('open from the opening minute until just before closing', () => {
    const hours = daily('07:00', '23:00');
    expect(stationHours(hours, at('02:59'))).toMatchObject({ open: false }); // 06:59
    expect(stationHours(hours, at('03:00'))).toMatchObject({ open: true }); // 07:00
    expect(stationHours(hours, at('18:59'))).toMatchObject({ open: true }); // 22:59
    expect(stationHours(hours, at('19:00'))).toMatchObject({ open: false }); // 23:00
  });

  it('hours past midnight wrap round', () => {
    const hours = daily('20:00', '02:00');
    expect(stationHours(hours, at('17:00'))).toMatchObject({ open: true }); // 21:00
    expect(stationHours(hours, at('21:30'))).toMatchObject({ open: true }); // 01:30
    expect(stationHours(hours, at('23:00'))).toMatchObject({ open: false }); // 03:00
  });

  it('missing hours are unknown, not closed', () => {
    expect(
      stationHours({ open_24h: false, opens_at: null, closes_at: '22:00' }, at('10:00')),
    ).toEqual({
      kind: 'unknown',
    });
  });
});

describe('links', () => {
  it('builds a directions link to the coordinates', () => {
    expect(directionsUrl({ latitude: 40.1872, longitude: 44.5152 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=40.1872,44.5152',
    );
  });
});
