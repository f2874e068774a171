import { describe, expect, it } from 'vitest';
import { formatCountdown, formatDate, formatDateTime, secondsLeft } from './format';

const at = '2026-11-23T08:05:00.000Z';

describe('dates in the interface language', () => {
  it('writes Armenian dates in the numeric day.month.year form, with a 24-hour time', () => {
    expect(formatDate(at, 'am')).toBe('23.11.2026');
    // 20:05 UTC is 00:05 the next day in Yerevan, wherever the device is.
    expect(formatDateTime('2026-11-23T20:05:00.000Z', 'am')).toBe('24.11.2026, 00:05');
  });

  it('shows every language on Yerevan’s clock, as the filters and the CSV count days', () => {
    expect(formatDateTime('2026-11-24T21:39:00.000Z', 'en')).toBe('Nov 25, 2026, 1:39 AM');
    expect(formatDate('2026-11-24T21:39:00.000Z', 'ru')).toMatch(/^25 нояб\. 2026/);
  });

  it('writes the Armenian form as a full locale would, on Yerevan’s clock, midnight and padding included', () => {
    const numeric = new Intl.DateTimeFormat('ru', {
      timeZone: 'Asia/Yerevan',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (const iso of ['2026-01-02T00:00:00', '2026-12-31T23:59:00', '2027-03-09T07:04:00Z']) {
      expect(formatDateTime(iso, 'am')).toBe(numeric.format(new Date(iso)));
      expect(formatDate(iso, 'am')).toBe(numeric.format(new Date(iso)).slice(0, 10));
    }
  });

  it('writes English and Russian dates with their own month names', () => {
    expect(formatDate(at, 'en')).toBe('Nov 23, 2026');
    expect(formatDate(at, 'ru')).toMatch(/^23 нояб\. 2026/);
    expect(formatDateTime(at, 'en')).toMatch(/^Nov 23, 2026, \d{1,2}:05/);
  });

  it('leaves a text that is not a date as it is', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
    expect(formatDateTime('soon', 'am')).toBe('soon');
  });
});

describe('time left', () => {
  const now = Date.parse(at);

  it('counts whole seconds up to an ISO or epoch end, rounding a started second up', () => {
    expect(secondsLeft('2026-11-23T08:06:15.000Z', now)).toBe(75);
    expect(secondsLeft(now + 1500, now)).toBe(2);
  });

  it('never goes below zero, and a missing end has no time left', () => {
    expect(secondsLeft(now - 5000, now)).toBe(0);
    expect(secondsLeft('not a date', now)).toBe(0);
  });

  it('shows minutes and two-digit seconds', () => {
    expect(formatCountdown(75)).toBe('1:15');
    expect(formatCountdown(845)).toBe('14:05');
    expect(formatCountdown(0)).toBe('0:00');
  });
});
