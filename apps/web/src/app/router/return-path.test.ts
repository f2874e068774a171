import { describe, expect, it } from 'vitest';
import { afterSignInPath, signInTarget } from './return-path';

const next = (value: string) => ({ next: value });

describe('the page to come back to after signing in', () => {
  it('is remembered for a cabinet page, with its query', () => {
    expect(signInTarget('en', '/en/transactions?type=charging&status=2')).toEqual({
      to: '/en/auth',
      state: { next: '/en/transactions?type=charging&status=2' },
    });
    expect(signInTarget('ru', '/ru/vehicles')).toEqual({
      to: '/ru/auth',
      state: { next: '/ru/vehicles' },
    });
  });

  it('is not remembered for the dashboard, sign-in pages or unknown paths', () => {
    expect(signInTarget('en', '/en/dashboard')).toEqual({ to: '/en/auth' });
    expect(signInTarget('en', '/en/auth/register')).toEqual({ to: '/en/auth' });
    expect(signInTarget('en', '/en/nope')).toEqual({ to: '/en/auth' });
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
    expect(afterSignInPath(null, 'en', 'individual')).toBe('/en/dashboard');
    expect(afterSignInPath({ next: 42 }, 'en', 'individual')).toBe('/en/dashboard');
    expect(afterSignInPath(next('/en/cards'), 'en', 'individual')).toBe('/en/dashboard');
    expect(afterSignInPath(next('/en/friends'), 'en', 'company')).toBe('/en/dashboard');
    expect(afterSignInPath(next('/en/auth/register'), 'en', 'company')).toBe('/en/dashboard');
  });
});
