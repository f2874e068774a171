import { describe, expect, it } from 'vitest';
import { filtersFromSearch, openFilter, searchOf } from './filters';

// Yerevan is UTC+4 all year: 19:30 UTC is 23:30 there.
const lateEvening = new Date('2025-03-10T19:30:00Z');
const stations = [
  { id: 'always', open_24h: true, opens_at: null, closes_at: null },
  { id: 'day', open_24h: false, opens_at: '07:00', closes_at: '23:00' },
  { id: 'late', open_24h: false, opens_at: '06:00', closes_at: '23:45' },
  { id: 'unknown', open_24h: false, opens_at: null, closes_at: null },
];

describe('the stations filters in the URL', () => {
  it('reads fuel, open now and the view, with defaults', () => {
    expect(filtersFromSearch('?fuel=abc&open=1&view=map')).toEqual({
      fuel: 'abc',
      openNow: true,
      view: 'map',
    });
    expect(filtersFromSearch('')).toEqual({ fuel: '', openNow: false, view: 'list' });
    expect(filtersFromSearch('?open=yes&view=globe')).toEqual({
      fuel: '',
      openNow: false,
      view: 'list',
    });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(searchOf({ fuel: '', openNow: false, view: 'list' })).toBe('');
    const filters = { fuel: 'p-1', openNow: true, view: 'map' } as const;
    expect(searchOf(filters)).toBe('?fuel=p-1&open=1&view=map');
    expect(filtersFromSearch(searchOf(filters))).toEqual(filters);
  });
});

describe('open now', () => {
  it('keeps every station when off', () => {
    expect(openFilter(stations, false, lateEvening).map((s) => s.id)).toEqual([
      'always',
      'day',
      'late',
      'unknown',
    ]);
  });

  it('keeps those open at the minute by Yerevan time, not those of unknown hours', () => {
    expect(openFilter(stations, true, lateEvening).map((s) => s.id)).toEqual(['always', 'late']);
    const morning = new Date('2025-03-10T03:30:00Z'); // 07:30 in Yerevan
    expect(openFilter(stations, true, morning).map((s) => s.id)).toEqual(['always', 'day', 'late']);
  });
});
