import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('has no amount until the quantity is a whole number from 1 to the largest purchase', () => {
    for (const text of ['', '0', '1.5', '-2', 'abc', '1e3', '10001'])
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

describe('Armenian numbers', () => {
  afterEach(() => vi.unstubAllGlobals());

  const samples = () => [
    formatVolume(30.5, 'լ', 'am'),
    formatAmd(14500, 'am'),
    formatAmd(1234, 'am'),
    formatNumber(1234567.125, 'am'),
    formatNumber(-9999.5, 'am', true),
    formatNumber(12, 'am', true),
  ];
  const ARMENIAN = [
    '30,5\u00a0լ',
    '14\u00a0500\u00a0֏',
    '1234\u00a0֏',
    '1\u00a0234\u00a0567,125',
    '-9999,5',
    '+12',
  ];

  it('are written the Armenian way: decimal comma, spaced thousands from five digits', () => {
    expect(samples()).toEqual(ARMENIAN);
  });

  it('round to the form asked for and never write a sign on zero', () => {
    expect(formatAmd(14499.6, 'am')).toBe('14\u00a0500\u00a0֏');
    expect(formatNumber(0.0004, 'am', true)).toBe('0');
    expect(formatNumber(-0.0004, 'am', true)).toBe('0');
    expect(formatNumber(2.5, 'am')).toBe('2,5');
    expect(formatNumber(-0.25, 'am', true)).toBe('-0,25');
  });

  it('are written the same way where the browser has no Armenian locale data', () => {
    // As in such a Chromium: 'hy' is not supported and falls back to English.
    const Original = Intl.NumberFormat;
    const withoutArmenian = (locales?: string | string[]) =>
      [locales ?? []].flat().filter((l) => !l.startsWith('hy'));
    function Fake(locales?: string | string[], options?: Intl.NumberFormatOptions) {
      return new Original(withoutArmenian(locales).length > 0 ? locales : 'en-US', options);
    }
    Fake.supportedLocalesOf = (locales: string | string[]) =>
      Original.supportedLocalesOf(withoutArmenian(locales));
    vi.stubGlobal('Intl', { ...Intl, NumberFormat: Fake });
    expect(new Intl.NumberFormat('hy').format(14500)).toBe('14,500');
    expect(samples()).toEqual(ARMENIAN);
  });
});
