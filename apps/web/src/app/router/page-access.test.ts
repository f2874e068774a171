import { describe, expect, it } from 'vitest';
import { bottomBarFor, menuFor } from '../../features/layout/menu';
import { landingPage, mayOpen, pageOf } from './page-access';

describe('pages and menus by role (DESIGN §5.8)', () => {
  it('gives someone acting for themselves and the company login every section', () => {
    expect(menuFor('individual', null)).toEqual([
      'dashboard',
      'my-balance',
      'vehicles',
      'friends',
      'transactions',
      'statements',
      'consumption',
      'messages',
      'stations',
    ]);
    expect(menuFor('company', 'owner')).toEqual([
      'dashboard',
      'my-balance',
      'vehicles',
      'partners',
      'cards',
      'transactions',
      'statements',
      'consumption',
      'messages',
      'stations',
      'team',
      'audit',
    ]);
  });

  it('keeps partners and the audit log from a fleet manager, and partners from an accountant', () => {
    const manager = menuFor('company', 'fleet_manager');
    expect(manager).toEqual(expect.arrayContaining(['cards', 'team']));
    expect(manager).not.toContain('partners');
    expect(manager).not.toContain('audit');
    const accountant = menuFor('company', 'accountant');
    expect(accountant).toEqual(
      expect.arrayContaining(['my-balance', 'statements', 'team', 'audit']),
    );
    expect(accountant).not.toContain('partners');
  });

  it('shows a driver the cards and the stations, and starts them on the cards', () => {
    const driver = menuFor('company', 'driver');
    expect(driver).toContain('cards');
    expect(driver).toContain('stations');
    for (const hidden of [
      'dashboard',
      'my-balance',
      'partners',
      'transactions',
      'statements',
      'consumption',
      'messages',
      'team',
    ])
      expect(driver).not.toContain(hidden);
    expect(landingPage('driver')).toBe('cards');
    expect(landingPage('accountant')).toBe('dashboard');
    expect(landingPage(null)).toBe('dashboard');
  });

  it('fills the bottom bar with the sections a role has, at most four', () => {
    expect(bottomBarFor('company', 'owner')).toEqual([
      'dashboard',
      'my-balance',
      'vehicles',
      'partners',
    ]);
    expect(bottomBarFor('company', 'fleet_manager')).toEqual([
      'dashboard',
      'my-balance',
      'vehicles',
      'cards',
    ]);
    const driver = bottomBarFor('company', 'driver');
    expect(driver.length).toBeLessThanOrEqual(4);
    expect(driver).toContain('cards');
  });

  it('knows the page of an address, record pages included', () => {
    expect(pageOf('/am/cards/7f0c5c1e-2d4f-4d57-9a53-0b1f0c8f2a11')).toBe('cards/:id');
    expect(pageOf('/en/dashboard')).toBe('dashboard');
    expect(pageOf('/en/consumption/exceptions')).toBe('consumption/exceptions');
    expect(mayOpen('/en/consumption/exceptions', 'driver')).toBe(false);
    expect(mayOpen('/en/consumption', 'accountant')).toBe(true);
    expect(mayOpen('/en/vehicles/x', 'driver')).toBe(false);
    expect(mayOpen('/en/vehicles/x', null)).toBe(true);
    expect(mayOpen('/en/cards/x', 'driver')).toBe(true);
    expect(mayOpen('/en/transactions/x', 'driver')).toBe(false);
    expect(mayOpen('/en/audit', 'fleet_manager')).toBe(false);
    expect(mayOpen('/en/audit', 'accountant')).toBe(true);
    expect(mayOpen('/en/profile', 'driver')).toBe(true);
    expect(mayOpen('/en/partners', null)).toBe(true);
  });
});
