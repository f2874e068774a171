import { describe, expect, it } from 'vitest';
import { isAppPage, offlinePage, pageLanguage, shellPage } from './pages';

const LANGUAGES = ['am', 'en', 'ru'] as const;
const url = (path: string) => new URL(path, 'https://cabinet.example');

describe('what the worker answers with when the network does not', () => {
  it('opens the app for its own addresses, in their language', () => {
    expect(isAppPage(url('/'), LANGUAGES)).toBe(true);
    expect(isAppPage(url('/ru/my-balance'), LANGUAGES)).toBe(true);
    expect(isAppPage(url('/en/cards/5f0c'), LANGUAGES)).toBe(true);
    expect(pageLanguage(url('/ru/my-balance'), LANGUAGES, ['en-US'])).toBe('ru');
    expect(shellPage('ru')).toBe('/shell/ru.html');
  });

  it('says "No connection" for the addresses the app does not draw', () => {
    expect(isAppPage(url('/sandbox-payment/pay?mdOrder=1'), LANGUAGES)).toBe(false);
    expect(isAppPage(url('/dev/mailbox'), LANGUAGES)).toBe(false);
    expect(isAppPage(url('/xx/anything'), LANGUAGES)).toBe(false);
    expect(offlinePage('am')).toBe('/offline/am.html');
  });

  it('takes the language from the address, else the bank page’s own, else the browser’s', () => {
    expect(pageLanguage(url('/pay?language=ru'), LANGUAGES, ['en'])).toBe('ru');
    expect(pageLanguage(url('/pay'), LANGUAGES, ['hy-AM', 'en'])).toBe('am');
    expect(pageLanguage(url('/pay'), LANGUAGES, ['de-DE', 'ru-RU'])).toBe('ru');
    // Nothing known: Armenian, the default.
    expect(pageLanguage(url('/'), LANGUAGES, ['de'])).toBe('am');
  });
});
