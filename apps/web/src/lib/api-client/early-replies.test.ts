import { apiUrlOf, productsRoutes, usersRoutes } from '@fuel/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/render';
import { STORAGE_KEYS } from '../session/storage';

const fetchMock = vi.fn<typeof fetch>();
const me = apiUrlOf(usersRoutes.me);
const products = `${apiUrlOf(productsRoutes.list)}?offset=1&limit=100`;

/** A fresh copy of the module: its state is the page's, and each test is a new page load. */
const load = async () => {
  vi.resetModules();
  return import('./early-replies');
};

function signIn(token = 'tok') {
  localStorage.setItem(STORAGE_KEYS.accessToken, token);
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh');
  localStorage.setItem(STORAGE_KEYS.userType, 'individual');
}

const learned = () =>
  JSON.parse(localStorage.getItem(STORAGE_KEYS.earlyReads) ?? 'null') as Record<
    string,
    { url: string; language: string }[]
  > | null;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'Date', 'performance'] });
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => jsonResponse({ ok: true }));
  window.history.replaceState(null, '', '/en/my-balance');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  localStorage.clear();
});

describe('early replies', () => {
  it('remembers a page’s first reads, and the next load sends them before the app asks', async () => {
    signIn();
    const first = await load();
    first.sendEarlyReads();
    expect(fetchMock).not.toHaveBeenCalled();
    first.recordFirstRead({ url: me, language: 'en' });
    first.recordFirstRead({ url: products, language: 'en' });
    first.recordFirstRead({ url: me, language: 'en' });
    expect(learned()).toBeNull();
    vi.advanceTimersByTime(5_000);
    expect(learned()).toEqual({
      '/en/my-balance': [
        { url: me, language: 'en' },
        { url: products, language: 'en' },
      ],
    });

    const next = await load();
    next.sendEarlyReads();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([me, products]);
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers).toMatchObject({ Authorization: 'Bearer tok', 'Accept-Language': 'en' });
    const reply = next.takeEarlyReply({ url: me, language: 'en' }, 'tok');
    await expect(reply?.then((r) => r.json())).resolves.toEqual({ ok: true });
    // Taken once: a second request asks the server itself.
    expect(next.takeEarlyReply({ url: me, language: 'en' }, 'tok')).toBeUndefined();
  });

  it('gives a reply only to a request with the same language and token, in time', async () => {
    signIn();
    localStorage.setItem(
      STORAGE_KEYS.earlyReads,
      JSON.stringify({
        '/en/my-balance': [
          { url: me, language: 'en' },
          { url: products, language: 'en' },
        ],
      }),
    );
    const page = await load();
    page.sendEarlyReads();
    expect(page.takeEarlyReply({ url: me, language: 'ru' }, 'tok')).toBeUndefined();
    expect(page.takeEarlyReply({ url: me, language: 'en' }, 'refreshed')).toBeUndefined();
    vi.advanceTimersByTime(10_001);
    expect(page.takeEarlyReply({ url: products, language: 'en' }, 'tok')).toBeUndefined();
  });

  it('sends nothing signed out, nothing but API reads, and only for the page it opened on', async () => {
    localStorage.setItem(
      STORAGE_KEYS.earlyReads,
      JSON.stringify({
        '/en/my-balance': [
          { url: me, language: 'en' },
          { url: 'https://elsewhere.example/api/user/me', language: 'en' },
          { url: '/en/my-balance', language: 'en' },
          'not a read',
        ],
        '/en/transactions': [{ url: products, language: 'en' }],
      }),
    );
    (await load()).sendEarlyReads();
    expect(fetchMock).not.toHaveBeenCalled();

    signIn();
    (await load()).sendEarlyReads();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([me]);
  });

  it('records nothing after the first seconds or once the page has changed', async () => {
    signIn();
    const late = await load();
    late.sendEarlyReads();
    vi.advanceTimersByTime(5_001);
    late.recordFirstRead({ url: me, language: 'en' });
    vi.advanceTimersByTime(5_000);
    expect(learned()).toBeNull();

    const moved = await load();
    moved.sendEarlyReads();
    moved.recordFirstRead({ url: me, language: 'en' });
    window.history.pushState(null, '', '/en/transactions');
    moved.recordFirstRead({ url: products, language: 'en' });
    vi.advanceTimersByTime(5_000);
    expect(learned()).toEqual({ '/en/my-balance': [{ url: me, language: 'en' }] });
  });

  it(`keeps the ${12} most recent pages, and nothing once signed out`, async () => {
    signIn();
    for (let i = 0; i < 13; i += 1) {
      window.history.replaceState(null, '', `/en/transactions?page=${i}`);
      const page = await load();
      page.sendEarlyReads();
      page.recordFirstRead({ url: me, language: 'en' });
      vi.advanceTimersByTime(5_000);
    }
    const pages = Object.keys(learned() ?? {});
    expect(pages).toHaveLength(12);
    expect(pages[0]).toBe('/en/transactions?page=1');
    expect(pages.at(-1)).toBe('/en/transactions?page=12');

    localStorage.clear();
    const page = await load();
    page.sendEarlyReads();
    page.recordFirstRead({ url: me, language: 'en' });
    vi.advanceTimersByTime(5_000);
    expect(learned()).toBeNull();
  });
});
