import { describe, expect, it } from 'vitest';
import { defaultPeriod, periodFromSearch, searchWith } from './period';

// 23 November 2026, 22:30 UTC: already the 24th in Yerevan.
const NOW = Date.parse('2026-11-23T22:30:00Z');

describe('the period', () => {
  it('is the last six months to today in Yerevan unless the address says otherwise', () => {
    expect(defaultPeriod(NOW)).toEqual({ from: '2026-06-01', to: '2026-11-24' });
    expect(defaultPeriod(Date.parse('2026-03-05T10:00:00Z'))).toEqual({
      from: '2025-10-01',
      to: '2026-03-05',
    });
    const asked = new URLSearchParams('from=2026-01-01&to=2026-02-28');
    expect(periodFromSearch(asked, NOW)).toEqual({ from: '2026-01-01', to: '2026-02-28' });
    for (const bad of ['from=2026-02-30', 'from=2026-12-01&to=2026-01-01'])
      expect(periodFromSearch(new URLSearchParams(bad), NOW)).toEqual(defaultPeriod(NOW));
  });

  it('changes the address’s query and goes back to the first page', () => {
    expect(searchWith('?page=3&by=card', { from: '2026-01-01', by: '' })).toBe('?from=2026-01-01');
    expect(searchWith('', {})).toBe('?');
  });
});
