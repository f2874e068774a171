import { describe, expect, it } from 'vitest';
import { bottomBarFor, menuFor } from '../../features/layout/menu';
import { audienceOf, inCabinetFrame, pageAt, ROUTE_SETS } from './route-sets';

describe('route sets (SPEC §2 table)', () => {
  it('picks the set by user type, otherwise the guest set', () => {
    expect(audienceOf({ isAuth: true, userType: 'individual' })).toBe('individual');
    expect(audienceOf({ isAuth: true, userType: 'company' })).toBe('company');
    expect(audienceOf({ isAuth: false, userType: null })).toBe('guest');
    expect(audienceOf({ isAuth: true, userType: 'admin' })).toBe('guest');
  });

  it('gives individuals friends, companies partners and cards', () => {
    expect(ROUTE_SETS.individual).toContain('friends');
    expect(ROUTE_SETS.individual).not.toContain('partners');
    expect(ROUTE_SETS.individual).not.toContain('cards');
    expect(ROUTE_SETS.individual).not.toContain('cards/:id');
    expect(ROUTE_SETS.company).toEqual(expect.arrayContaining(['partners', 'cards', 'cards/:id']));
    expect(ROUTE_SETS.company).not.toContain('friends');
  });

  it('shares the rest of the cabinet and keeps guests to sign-in pages and the policy', () => {
    const common = [
      'dashboard',
      'my-balance',
      'vehicles',
      'transactions',
      'messages',
      'stations',
      'profile',
      'privacy-policy',
      'more',
    ];
    for (const page of common) {
      expect(ROUTE_SETS.individual).toContain(page);
      expect(ROUTE_SETS.company).toContain(page);
      if (page !== 'privacy-policy') expect(ROUTE_SETS.guest).not.toContain(page);
    }
    expect(ROUTE_SETS.guest).toEqual([
      'auth',
      'auth/register',
      'auth/forgot-password',
      'auth/reset-password/:id/:token',
      'auth/confirm-email/:id/:token',
      'team-invite/:id/:token',
      'privacy-policy',
    ]);
  });

  it('lets a signed-in user open an e-mail confirmation link, and no other sign-in page', () => {
    for (const audience of ['individual', 'company'] as const) {
      expect(ROUTE_SETS[audience]).toContain('auth/confirm-email/:id/:token');
      expect(ROUTE_SETS[audience]).not.toContain('auth');
      expect(ROUTE_SETS[audience]).not.toContain('auth/register');
    }
  });

  it('menus follow the same rule', () => {
    expect(menuFor('individual')).toContain('friends');
    expect(menuFor('company')).toEqual(expect.arrayContaining(['partners', 'cards']));
    expect(bottomBarFor('individual')).toEqual(['dashboard', 'my-balance', 'vehicles', 'friends']);
    expect(bottomBarFor('company')).toEqual(['dashboard', 'my-balance', 'vehicles', 'partners']);
  });
});

describe('the page at an address', () => {
  it.each([
    ['/am/dashboard', 'individual', 'dashboard'],
    ['/en/cards/7f0c5c1e-2d4f-4d57-9a53-0b1f0c8f2a11', 'company', 'cards/:id'],
    ['/ru/transactions/42', 'individual', 'transactions/:id'],
    ['/am/auth/reset-password/12/abc', 'guest', 'auth/reset-password/:id/:token'],
    ['/en/cards', 'individual', null],
    ['/en/dashboard', 'guest', null],
    ['/am/dashboard/extra', 'individual', null],
    ['/nowhere', 'company', null],
  ] as const)('%s for %s is %s', (pathname, audience, page) => {
    expect(pageAt(pathname, audience)).toBe(page);
  });
});

describe('the cabinet frame', () => {
  it('holds signed-in pages, not the full-screen ones, and never a guest page', () => {
    expect(inCabinetFrame('dashboard', 'individual')).toBe(true);
    expect(inCabinetFrame('cards/:id', 'company')).toBe(true);
    expect(inCabinetFrame('more', 'individual')).toBe(false);
    expect(inCabinetFrame('privacy-policy', 'company')).toBe(false);
    expect(inCabinetFrame('auth/confirm-email/:id/:token', 'individual')).toBe(false);
    expect(inCabinetFrame('privacy-policy', 'guest')).toBe(false);
    expect(inCabinetFrame('auth', 'guest')).toBe(false);
  });
});
