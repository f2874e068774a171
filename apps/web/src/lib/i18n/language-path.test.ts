import { describe, expect, it } from 'vitest';
import { withLanguage } from './language-path';

describe('withLanguage', () => {
  it('replaces the language segment and keeps the rest of the path', () => {
    expect(withLanguage({ pathname: '/am/privacy-policy' }, 'en')).toBe('/en/privacy-policy');
  });

  it('keeps the query string and the hash', () => {
    expect(
      withLanguage(
        { pathname: '/en/transactions', search: '?type=buying&offset=2', hash: '#row-7' },
        'ru',
      ),
    ).toBe('/ru/transactions?type=buying&offset=2#row-7');
  });

  it('replaces only the first segment even when a later one looks like a language', () => {
    expect(withLanguage({ pathname: '/ru/auth/reset-password/en/am' }, 'am')).toBe(
      '/am/auth/reset-password/en/am',
    );
  });

  it('adds a language to a path that has none', () => {
    expect(withLanguage({ pathname: '/' }, 'ru')).toBe('/ru');
    expect(withLanguage({ pathname: '/xx/auth', search: '?a=1' }, 'en')).toBe('/en/xx/auth?a=1');
  });
});
