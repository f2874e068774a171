import { describe, expect, it } from 'vitest';
import { formatMonth } from './month';

describe('a month in the interface language', () => {
  it('names it in Armenian without the browser’s locale data, and in the others with it', () => {
    expect(formatMonth('2026-01', 'am')).toBe('հունվար 2026');
    expect(formatMonth('2026-10', 'am')).toBe('հոկտեմբեր 2026');
    expect(formatMonth('2026-12', 'am')).toBe('դեկտեմբեր 2026');
    expect(formatMonth('2026-10', 'en')).toBe('October 2026');
    expect(formatMonth('2026-10', 'ru')).toMatch(/^октябрь 2026/);
  });
});
