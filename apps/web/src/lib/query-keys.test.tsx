import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render';
import { signInForTest } from '../test/session';
import { publishLiveEvent } from './live-events';
import { useMe } from './me';
import { invalidateUserData, keysStaleAfter, queryKeys, useLiveInvalidation } from './query-keys';
import { endSession, getSession } from './session';

function cacheWith(...keys: readonly (readonly unknown[])[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
  for (const key of keys) client.setQueryData(key, { cached: true });
  return client;
}
const wrapper =
  (client: QueryClient) =>
  ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
const stale = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryState(key)?.isInvalidated ?? false;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the cache after a change made elsewhere', () => {
  const dashboard = [...queryKeys.dashboard, 'en'];
  const balances = [...queryKeys.balances, 'en'];

  it('marks Main stale on a live balance change while another screen is open', () => {
    const client = cacheWith(dashboard, balances);
    renderHook(() => useLiveInvalidation(), { wrapper: wrapper(client) });
    act(() =>
      publishLiveEvent({
        type: 'balance.changed',
        data: { product_id: 'p1', reason: 'purchase' },
      }),
    );
    expect(stale(client, dashboard)).toBe(true);
    expect(stale(client, balances)).toBe(true);
  });

  it('marks Main stale when a friend answers', () => {
    const client = cacheWith(dashboard);
    renderHook(() => useLiveInvalidation(), { wrapper: wrapper(client) });
    act(() =>
      publishLiveEvent({
        type: 'relation.changed',
        data: { user_relation_id: 'r1', change: 'accepted' },
      }),
    );
    expect(stale(client, dashboard)).toBe(true);
  });

  it('marks Main stale when a vehicle changes on its own screen', async () => {
    const client = cacheWith(dashboard, [...queryKeys.vehicles, 'en', 1]);
    await invalidateUserData(client, queryKeys.vehicles);
    expect(stale(client, dashboard)).toBe(true);
  });

  it('reloads everything of the user after the stream was down, nothing else', () => {
    expect(keysStaleAfter({ type: 'stream.reconnected', data: {} })).toEqual([queryKeys.user]);
    const client = cacheWith(dashboard, ['products', 'en']);
    renderHook(() => useLiveInvalidation(), { wrapper: wrapper(client) });
    act(() => publishLiveEvent({ type: 'stream.reconnected', data: {} }));
    expect(stale(client, dashboard)).toBe(true);
    expect(stale(client, ['products', 'en'])).toBe(false);
  });

  it('keeps every key of the user under one root', () => {
    for (const key of Object.values(queryKeys)) expect(key[0]).toBe('user');
  });
});

describe('the signed-in user', () => {
  it('is read once, checked against the contract, and shown in the header', async () => {
    signInForTest({ user_full_name: 'Ani P.', user_id: 42 });
    const me = {
      id: 42,
      user_type: 'individual',
      first_name: 'Ani',
      last_name: 'Petrosyan',
      full_name: 'Ani Petrosyan',
      email: 'ani@example.am',
      phone: null,
      profile_picture: null,
      newsletter: false,
      receipt_emails: true,
    };
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(me));
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    // The frame and Profile both ask; one request answers both.
    const { result } = renderHook(() => [useMe(), useMe()], { wrapper: wrapper(client) });
    await waitFor(() => expect(result.current[1]?.data).toEqual(me));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getSession().userInfo?.fullname).toBe('Ani Petrosyan');
    endSession('logout');
  });
});
