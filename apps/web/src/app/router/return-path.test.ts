import { describe, expect, it } from 'vitest';
import { afterSignInPath, signInPath } from './return-path';

const next = (value: string) => `?${new URLSearchParams({ next: value })}`;

describe('the page to come back to after signing in', () => {
  it('is remembered for a cabinet page, with its query', () => {
    expect(signInPath('en', '/en/transactions?type=charging&status=2')).toBe(
      '/en/auth?next=%2Fen%2Ftransactions%3Ftype%3Dcharging%26status%3D2',
    );
    expect(signInPath('ru', '/ru/vehicles')).toBe('/ru/auth?next=%2Fru%2Fvehicles');
  });

  it('is not remembered for the dashboard, sign-in pages or unknown paths', () => {
    expect(signInPath('en', '/en/dashboard')).toBe('/en/auth');
    expect(signInPath('en', '/en/auth/register')).toBe('/en/auth');
    expect(signInPath('en', '/en/nope')).toBe('/en/auth');
  });

  it('leads back to the same path and query, in the language of the sign-in page', () => {
    expect(afterSignInPath(next('/en/transactions?page=2'), 'en', 'individual')).toBe(
      '/en/transactions?page=2',
    );
    expect(afterSignInPath(next('/en/messages'), 'ru', 'company')).toBe('/ru/messages');
    expect(
      afterSignInPath(
        next('/am/transactions/0b7c1f4e-1111-4a3b-9c2d-123456789abc'),
        'am',
        'company',
      ),
    ).toBe('/am/transactions/0b7c1f4e-1111-4a3b-9c2d-123456789abc');
  });

  it('never leads to another site', () => {
    for (const hostile of [
      '//evil.example',
      '//evil.example/en/transactions',
      '/\\evil.example/en/transactions',
      'https://evil.example/en/transactions',
      'javascript:alert(1)',
      ' /en/transactions',
      '/en/transactions/../../\\\\evil.example',
    ]) {
      expect(afterSignInPath(next(hostile), 'en', 'individual'), hostile).toBe('/en/dashboard');
    }
  });

  it('leads to the dashboard without a page, or for a page this account does not have', () => {
    expect(afterSignInPath('', 'en', 'individual')).toBe('/en/dashboard');
    expect(afterSignInPath(next('/en/cards'), 'en', 'individual')).toBe('/en/dashboard');
    expect(afterSignInPath(next('/en/friends'), 'en', 'company')).toBe('/en/dashboard');
    expect(afterSignInPath(next('/en/auth/register'), 'en', 'company')).toBe('/en/dashboard');
  });
});
