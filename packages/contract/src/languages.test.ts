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
    ['ru;q=0.1, en;q=0.9', 'en'],
    ['en;q=0', 'am'],
    ['en;q=0, ru', 'ru'],
    ['fr;q=1, ru;q=0.5, en;q=0.5', 'ru'],
    ['en;q=abc, ru;q=0.2', 'ru'],
    ['*;q=0.5, en;q=0.4', 'en'],
    ['hy;q=0.8, en;q=0.7', 'am'],
  ])('%s -> %s', (header, expected) => {
    expect(languageFromHeader(header)).toBe(expected);
  });

  it('knows exactly the three interface languages', () => {
    expect(['am', 'en', 'ru'].every(isLanguage)).toBe(true);
    expect(isLanguage('hy')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
