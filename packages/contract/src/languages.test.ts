import { describe, expect, it } from 'vitest';
import { isLanguage, languageFromHeader } from './languages';

describe('languageFromHeader', () => {
  it.each([
    [undefined, 'am'],
    ['', 'am'],
    ['en', 'en'],
    ['ru-RU,ru;q=0.9,en;q=0.8', 'ru'],
    ['hy-AM', 'am'],
    ['de-DE, en;q=0.5', 'en'],
    ['fr, de', 'am'],
    ['EN-gb', 'en'],
  ])('%s -> %s', (header, expected) => {
    expect(languageFromHeader(header)).toBe(expected);
  });

  it('knows exactly the three interface languages', () => {
    expect(['am', 'en', 'ru'].every(isLanguage)).toBe(true);
    expect(isLanguage('hy')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
