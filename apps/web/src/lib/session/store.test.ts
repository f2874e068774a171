import { apiUrlOf, uploadsRoutes } from '@fuel/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession, getSession, restoreSession, startSession, updateUserInfo } from './store';

afterEach(() => endSession('logout'));

function store(values: Record<string, string>) {
  for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
}

describe('start-up restore (SPEC §4)', () => {
  it('is signed in when the access token, the refresh token and the user type are stored', () => {
    store({
      access_token: 'a',
      refresh_token: 'r',
      user_type: 'company',
      user_info: JSON.stringify({ id: 7654321, fullname: 'Ararat Trans', profilePicture: null }),
    });
    expect(restoreSession()).toMatchObject({
      isAuth: true,
      userType: 'company',
      accessToken: 'a',
      refreshToken: 'r',
      userInfo: { id: 7654321, fullname: 'Ararat Trans', profilePicture: null },
    });
  });

  it.each([
    [{ refresh_token: 'r', user_type: 'individual' }],
    [{ access_token: 'a', user_type: 'individual' }],
    [{ access_token: 'a', refresh_token: 'r' }],
    [{ access_token: 'a', refresh_token: 'r', user_type: 'admin' }],
  ])('is a guest when a key is missing or wrong: %o', (values) => {
    store(values);
    expect(restoreSession().isAuth).toBe(false);
  });

  it('survives a damaged user_info', () => {
    store({ access_token: 'a', refresh_token: 'r', user_type: 'individual', user_info: '{oops' });
    expect(restoreSession()).toMatchObject({ isAuth: true, userInfo: null });
  });
});

describe('session changes', () => {
  it('keeps the verified session in the storage keys of SPEC §3', () => {
    startSession({
      access_token: 'a',
      refresh_token: 'r',
      user_type: 'individual',
      user_full_name: 'Ani Martirosyan',
      user_profile_picture: null,
      user_id: 1234567,
    });
    expect(localStorage.getItem('user_type')).toBe('individual');
    expect(JSON.parse(localStorage.getItem('user_info') ?? '')).toEqual({
      id: 1234567,
      fullname: 'Ani Martirosyan',
      profilePicture: null,
    });
    updateUserInfo({
      id: 1234567,
      fullname: 'Ani M.',
      profilePicture: apiUrlOf(uploadsRoutes.media, { name: 'a.webp' }),
    });
    expect(getSession().userInfo?.fullname).toBe('Ani M.');
  });

  it('clears every session key on the way out, and notices a sign-out in another tab', () => {
    startSession({
      access_token: 'a',
      refresh_token: 'r',
      user_type: 'individual',
      user_full_name: 'A',
      user_profile_picture: null,
      user_id: 1,
    });
    store({ products: '[]', fcm_token_send: 'true' });
    localStorage.removeItem('access_token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'access_token' }));
    expect(getSession()).toMatchObject({ isAuth: false, ended: 'elsewhere' });
    endSession('logout');
    expect(Object.keys(localStorage)).toEqual([]);
  });
});
