import { describe, expect, it } from 'vitest';
import { periodOf, splitByMonths } from './report.service';

/** A period as the report reads it: whole months from the monthly sums, the other days' fills. */
const iso = (d: { from: Date; to: Date }) => [d.from.toISOString(), d.to.toISOString()];
const split = (from: string, to: string) => {
  const p = periodOf({ from, to });
  const { months, days, last } = splitByMonths(p.from, p.to, p.period);
  return {
    months,
    days: days.map(iso),
    last: last && {
      month: last.month,
      days: iso(last.days),
      monthEnd: last.monthEnd.toISOString(),
    },
  };
};

describe('a report period', () => {
  it('reads whole months from the sums, the days before them and the last month so far', () => {
    expect(split('2024-11-29', '2026-11-29')).toEqual({
      months: { from: '2024-12-01', to: '2026-11-01' },
      days: [['2024-11-28T20:00:00.000Z', '2024-11-30T20:00:00.000Z']],
      last: {
        month: '2026-11-01',
        days: ['2026-10-31T20:00:00.000Z', '2026-11-29T20:00:00.000Z'],
        monthEnd: '2026-11-30T20:00:00.000Z',
      },
    });
  });

  it('reads no day when the period is whole months, from the 1st to a month’s last day', () => {
    expect(split('2026-06-01', '2026-08-31')).toEqual({
      months: { from: '2026-06-01', to: '2026-09-01' },
      days: [],
      last: null,
    });
    expect(split('2026-02-01', '2026-02-28').months).toEqual({
      from: '2026-02-01',
      to: '2026-03-01',
    });
  });

  it('reads a month begun and a month not over as days and a last month', () => {
    expect(split('2026-10-15', '2026-11-14')).toEqual({
      months: null,
      days: [['2026-10-14T20:00:00.000Z', '2026-10-31T20:00:00.000Z']],
      last: {
        month: '2026-11-01',
        days: ['2026-10-31T20:00:00.000Z', '2026-11-14T20:00:00.000Z'],
        monthEnd: '2026-11-30T20:00:00.000Z',
      },
    });
    expect(split('2026-11-01', '2026-11-29')).toMatchObject({ months: null, days: [] });
  });

  it('reads only fills when no month starts in the period', () => {
    const p = periodOf({ from: '2026-11-10', to: '2026-11-20' });
    expect(splitByMonths(p.from, p.to, p.period)).toEqual({
      months: null,
      days: [p.period],
      last: null,
    });
  });

  it('by default: the five months before this one whole, and this one so far', () => {
    const p = periodOf({}, new Date('2026-11-29T10:00:00Z'));
    const { months, days, last } = splitByMonths(p.from, p.to, p.period);
    expect({ months, days, month: last?.month }).toEqual({
      months: { from: '2026-06-01', to: '2026-11-01' },
      days: [],
      month: '2026-11-01',
    });
  });
});
