import { describe, expect, it } from 'vitest';
import { homePath, languageRedirect, rootRedirect, unknownPathRedirect } from './redirects';

describe('redirect decisions', () => {
  it('sends the root to the Armenian sign-in page for a guest and the dashboard once signed in', () => {
    expect(rootRedirect('guest')).toBe('/am/auth');
    expect(rootRedirect('individual')).toBe('/am/dashboard');
    expect(rootRedirect('company')).toBe('/am/dashboard');
  });

  it('keeps supported language prefixes and replaces the rest with Armenian', () => {
    expect(languageRedirect('ru', 'guest')).toBeNull();
    expect(languageRedirect('xx', 'guest')).toBe('/am/auth');
    expect(languageRedirect('hy', 'company')).toBe('/am/dashboard');
    expect(languageRedirect(undefined, 'guest')).toBe('/am/auth');
  });

  it('sends a guest on an unknown path to sign in within the same language', () => {
    expect(unknownPathRedirect('en', 'guest')).toBe('/en/auth');
    expect(unknownPathRedirect('ru', 'guest')).toBe('/ru/auth');
  });

  it('shows a signed-in user the 404 page for an unknown path', () => {
    expect(unknownPathRedirect('en', 'individual')).toBeNull();
  });

  it('names main per audience', () => {
    expect(homePath('ru', 'guest')).toBe('/ru/auth');
    expect(homePath('en', 'individual')).toBe('/en/dashboard');
  });
});
