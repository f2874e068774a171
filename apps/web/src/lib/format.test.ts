import { describe, expect, it } from 'vitest';
import { amountFor, formatAmd, formatNumber, formatVolume } from './format';

describe('formatAmd', () => {
  it('writes whole drams with the dram sign after a no-break space', () => {
    expect(formatAmd(480, 'am')).toBe('480\u00a0֏');
  });

  it('groups thousands the way each language does', () => {
    expect(formatAmd(12480, 'en')).toBe('12,480\u00a0֏');
    expect(formatAmd(12480, 'ru').replace(/\s/g, ' ')).toBe('12 480 ֏');
  });
});

describe('fuel quantities and amounts', () => {
  it('multiplies whole units by the whole-dram price', () => {
    expect(amountFor('20', 480)).toBe(9600);
    expect(amountFor(' 3 ', 510)).toBe(1530);
  });

  it('has no amount until the quantity is a whole number of at least 1', () => {
    for (const text of ['', '0', '1.5', '-2', 'abc', '1e3'])
      expect(amountFor(text, 480)).toBeNull();
  });

  it('writes up to three decimals with the grouping and sign of the language', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(12.125, 'ru').replace(/\s/g, ' ')).toBe('12,125');
    expect(formatNumber(20, 'en', true)).toBe('+20');
    expect(formatNumber(-12.5, 'en', true)).toBe('-12.5');
    expect(formatNumber(0, 'en', true)).toBe('0');
  });

  it('puts the unit after a no-break space', () => {
    expect(formatVolume(12.5, 'L', 'en')).toBe('12.5\u00a0L');
    expect(formatVolume(-3, 'մ³', 'am', true)).toMatch(/^-3\u00a0մ³$/);
  });
});
