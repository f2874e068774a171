import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { accessTokenFor, signInAsRole, signInForTest } from '../../test/session';
import { canAs, useActingRole, useCan } from './can';
import { endSession, getSession, restoreSession, updateTokens } from './store';

afterEach(() => endSession('logout'));

describe('the role in the session (DESIGN §5.8)', () => {
  it('is read from the access token: the company acted for and the role held there', () => {
    signInAsRole('accountant');
    expect(getSession().role).toBe('accountant');
    const { result } = renderHook(() => useActingRole());
    expect(result.current).toBe('accountant');
  });

  it('is none for a person acting for themselves, or a token that cannot be read', () => {
    signInAsRole(null);
    expect(getSession().role).toBeNull();
    signInForTest({ access_token: 'not-a-jwt' });
    expect(getSession().role).toBeNull();
  });

  it('follows a refreshed token, without another storage key', () => {
    signInAsRole('driver');
    updateTokens(accessTokenFor({ sub: 'company-1', role: 'fleet_manager' }), 'r2');
    expect(getSession().role).toBe('fleet_manager');
    expect(Object.keys(localStorage).sort()).toEqual([
      'access_token',
      'refresh_token',
      'user_info',
      'user_type',
    ]);
  });
});

describe('useCan', () => {
  const can = (permission: Parameters<typeof useCan>[0]) =>
    renderHook(() => useCan(permission)).result.current;

  it('allows everything to someone acting for themselves and to the company login (owner)', () => {
    signInAsRole(null);
    expect([can('fuel.buy'), can('cards.manage'), can('members.manage')]).toEqual([
      true,
      true,
      true,
    ]);
    endSession('logout');
    signInAsRole('owner');
    expect([can('fuel.buy'), can('account.close'), can('members.manage')]).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('holds a member to the permission table', () => {
    signInAsRole('accountant');
    expect(can('fuel.buy')).toBe(true);
    expect(can('cards.manage')).toBe(false);
    expect(can('vehicles.manage')).toBe(false);
    expect(can('fuel.send')).toBe(false);
    expect(can('audit.view')).toBe(true);
    endSession('logout');
    signInAsRole('fleet_manager');
    expect(can('fuel.buy')).toBe(false);
    expect(can('cards.manage')).toBe(true);
    endSession('logout');
    signInAsRole('driver');
    expect(can('account.view')).toBe(false);
    expect(can('cards.view')).toBe(true);
  });

  it('allows nothing to a role the web does not know', () => {
    expect(canAs('auditor' as never, 'cards.view')).toBe(false);
    expect(canAs(null, 'cards.view')).toBe(true);
  });
});

describe('a switch to another account', () => {
  it('is counted when the token names another account, here or in another tab', () => {
    signInAsRole('owner');
    const before = getSession().switches;
    // The same account's token rotated: not a switch.
    updateTokens(accessTokenFor({ sub: 'company-1', role: 'owner' }), 'r2');
    expect(getSession().switches).toBe(before);
    // Another tab moved the session to the person's own account.
    localStorage.setItem('access_token', accessTokenFor({ sub: 'person-1' }));
    localStorage.setItem('user_type', 'individual');
    restoreSession();
    expect(getSession()).toMatchObject({
      switches: before + 1,
      role: null,
      userType: 'individual',
    });
  });
});
