import { describe, expect, it } from 'vitest';
import { localNumber } from './numbers';

describe('quantities in a sentence', () => {
  it('are grouped and pointed as each language writes numbers', () => {
    expect(localNumber(2000, 'en')).toBe('2,000');
    expect(localNumber(2000.5, 'en')).toBe('2,000.5');
    // Russian and Armenian group with a (no-break) space and point with a comma.
    expect(localNumber(2000.5, 'ru').replace(/\s/g, ' ')).toBe('2 000,5');
    expect(localNumber(3.333, 'am')).toBe('3,333');
  });
});
