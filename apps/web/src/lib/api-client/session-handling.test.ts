import { API_PREFIX, apiUrlOf, authRoutes, pathOf, usersRoutes } from '@fuel/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/render';
import { i18n } from '../i18n';
import { endSession, getSession, startSession } from '../session';
import { notify } from '../toast';
import { ApiError } from './api-error';
import { apiRequest } from './client';

vi.mock('../toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

function signIn(access = 'access-1', refresh = 'refresh-1') {
  startSession({
    access_token: access,
    refresh_token: refresh,
    user_type: 'individual',
    user_full_name: 'Ani Martirosyan',
    user_profile_picture: null,
    user_id: 1234567,
  });
}

const errorBody = (code: string, message: string) => ({ message, errors: [{ code, message }] });
const expired = () => jsonResponse(errorBody('ACCESS_TOKEN_EXPIRED', 'Expired.'), 498);
const bearer = (call: number) =>
  ((fetchMock.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>).Authorization;
const urls = () => fetchMock.mock.calls.map(([url]) => String(url));
const me = apiUrlOf(usersRoutes.me);

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await i18n.changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(notify.error).mockClear();
  fetchMock.mockReset();
  endSession('logout');
});

describe('498: the access token expired', () => {
  it('refreshes once, stores both new tokens and retries the request once', async () => {
    signIn();
    fetchMock
      .mockResolvedValueOnce(expired())
      .mockResolvedValueOnce(jsonResponse({ access_token: 'access-2', refresh_token: 'refresh-2' }))
      .mockResolvedValueOnce(jsonResponse({ id: 1 }));

    await expect(apiRequest(pathOf(usersRoutes.me))).resolves.toEqual({ id: 1 });
    expect(urls()).toEqual([me, apiUrlOf(authRoutes.refresh), me]);
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
      refresh_token: 'refresh-1',
    });
    expect(bearer(2)).toBe('Bearer access-2');
    expect(localStorage.getItem('access_token')).toBe('access-2');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-2');
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('shares ONE refresh between concurrent requests', async () => {
    signIn();
    let finishRefresh: (r: Response) => void = () => {};
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === apiUrlOf(authRoutes.refresh))
        return new Promise<Response>((r) => (finishRefresh = r));
      const auth = ((init?.headers ?? {}) as Record<string, string>).Authorization;
      return auth === 'Bearer access-2' ? jsonResponse({ url }) : expired();
    });

    const pending = Promise.all([apiRequest('/a'), apiRequest('/b'), apiRequest('/c')]);
    await vi.waitFor(() =>
      expect(urls().filter((u) => u === apiUrlOf(authRoutes.refresh))).toHaveLength(1),
    );
    finishRefresh(jsonResponse({ access_token: 'access-2', refresh_token: 'refresh-2' }));

    await expect(pending).resolves.toEqual([
      { url: `${API_PREFIX}/a` },
      { url: `${API_PREFIX}/b` },
      { url: `${API_PREFIX}/c` },
    ]);
    expect(urls().filter((u) => u === apiUrlOf(authRoutes.refresh))).toHaveLength(1);
  });

  it('retries only once: a second 498 is reported as an error', async () => {
    signIn();
    fetchMock
      .mockResolvedValueOnce(expired())
      .mockResolvedValueOnce(jsonResponse({ access_token: 'access-2', refresh_token: 'refresh-2' }))
      .mockResolvedValueOnce(expired());
    await expect(apiRequest(pathOf(usersRoutes.me))).rejects.toMatchObject({ status: 498 });
    expect(urls()).toHaveLength(3);
  });

  it('ends the session when there is no refresh token to refresh with', async () => {
    signIn();
    localStorage.removeItem('refresh_token');
    fetchMock.mockResolvedValueOnce(expired());
    await expect(apiRequest(pathOf(usersRoutes.me))).rejects.toMatchObject({ status: 497 });
    expect(urls()).toEqual([me]);
    expect(getSession()).toMatchObject({ isAuth: false, ended: 'no-refresh-token' });
  });
});

describe('497 and 401', () => {
  it('a rejected refresh clears storage, ends the session and shows the errors', async () => {
    signIn();
    fetchMock
      .mockResolvedValueOnce(expired())
      .mockResolvedValueOnce(
        jsonResponse(errorBody('REFRESH_TOKEN_REJECTED', 'Your session has ended.'), 497),
      );
    await expect(apiRequest(pathOf(usersRoutes.me))).rejects.toMatchObject({ status: 497 });
    expect(getSession()).toMatchObject({ isAuth: false, ended: 'rejected', accessToken: null });
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('user_type')).toBeNull();
    expect(vi.mocked(notify.error).mock.calls).toEqual([['Your session has ended.']]);
  });

  it('a 401 clears storage and ends the session', async () => {
    signIn();
    localStorage.setItem('i18nextLng', 'en');
    fetchMock.mockResolvedValueOnce(
      jsonResponse(errorBody('UNAUTHENTICATED', 'Please sign in to continue.'), 401),
    );
    await expect(apiRequest(pathOf(usersRoutes.me))).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toMatchObject({ isAuth: false, ended: 'unauthenticated' });
    expect(localStorage.getItem('refresh_token')).toBeNull();
    // The language is a preference, not part of the session.
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });

  it('a network failure during refresh keeps the session', async () => {
    signIn();
    fetchMock.mockResolvedValueOnce(expired()).mockRejectedValueOnce(new TypeError('offline'));
    // The caller learns the renewal failed; the toast has said there is no connection.
    const error = await apiRequest(pathOf(usersRoutes.me)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 497, codes: ['REFRESH_TOKEN_REJECTED'] });
    expect(vi.mocked(notify.error).mock.calls[0]?.[0]).toMatch(/No connection to the server/);
    expect(getSession().isAuth).toBe(true);
    expect(localStorage.getItem('refresh_token')).toBe('refresh-1');
  });
});
