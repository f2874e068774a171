import { describe, expect, it } from 'vitest';
import { formatDateInput, parseDateInput } from './date-input';

describe('dates in the interface language', () => {
  it('writes and reads day.month.year in Armenian and Russian, month/day/year in English', () => {
    expect(formatDateInput('2026-03-07', 'am')).toBe('07.03.2026');
    expect(formatDateInput('2026-03-07', 'ru')).toBe('07.03.2026');
    expect(formatDateInput('2026-03-07', 'en')).toBe('03/07/2026');
    expect(parseDateInput('7.3.2026', 'am')).toBe('2026-03-07');
    expect(parseDateInput('07.03.2026', 'ru')).toBe('2026-03-07');
    expect(parseDateInput('03/07/2026', 'en')).toBe('2026-03-07');
  });

  it('takes ISO as a URL carries it, empty as no filter, and refuses what is not a date', () => {
    expect(parseDateInput('2001-01-31', 'am')).toBe('2001-01-31');
    expect(parseDateInput('  ', 'en')).toBe('');
    expect(parseDateInput('31.02.2026', 'ru')).toBeNull();
    expect(parseDateInput('13/01/2026', 'en')).toBeNull();
    expect(parseDateInput('1.1.26', 'am')).toBeNull();
    expect(parseDateInput('yesterday', 'en')).toBeNull();
  });

  it('takes eight digits alone, as a phone’s digits-only keypad types them', () => {
    expect(parseDateInput('25112026', 'am')).toBe('2026-11-25');
    expect(parseDateInput('11252026', 'en')).toBe('2026-11-25');
    expect(parseDateInput('25112026', 'en')).toBeNull();
    expect(parseDateInput('2511202', 'ru')).toBeNull();
  });
});
