import { describe, expect, it } from 'vitest';
import { formatAmd } from './format';

describe('formatAmd', () => {
  it('writes whole drams with the dram sign after a no-break space', () => {
    expect(formatAmd(480, 'am')).toBe('480\u00a0֏');
  });

  it('groups thousands the way each language does', () => {
    expect(formatAmd(12480, 'en')).toBe('12,480\u00a0֏');
    expect(formatAmd(12480, 'ru').replace(/\s/g, ' ')).toBe('12 480 ֏');
  });
});
