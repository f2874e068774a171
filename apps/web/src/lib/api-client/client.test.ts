import {
  apiUrlOf,
  authRoutes,
  pathOf,
  productsReplySchema,
  productsRoutes,
  uploadsRoutes,
  usersRoutes,
} from '@fuel/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/render';
import { i18n } from '../i18n';
import { endSession, startSession } from '../session';
import { STORAGE_KEYS } from '../session/storage';
import { notify } from '../toast';
import { ApiError } from './api-error';
import { apiRequest } from './client';
import { sendEarlyReads } from './early-replies';

vi.mock('../toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error');
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  await i18n.changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(notify.error).mockClear();
  fetchMock.mockReset();
  endSession('logout');
});

/** A session with the access token `abc`. */
const signInAni = () =>
  startSession({
    access_token: 'abc',
    refresh_token: 'r',
    user_type: 'individual',
    user_full_name: 'Ani',
    user_profile_picture: null,
    user_id: 1234567,
  });

/** The shared handler's toasts wait one turn for the caller to show the errors itself. */
const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

function sentHeaders(): Record<string, string> {
  return fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
}

describe('apiRequest', () => {
  it('calls /api with the query and the interface language', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ count: 0, data: [] }));
    await apiRequest(pathOf(productsRoutes.list), {
      query: { offset: 1, limit: 10, skip: undefined },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${apiUrlOf(productsRoutes.list)}?offset=1&limit=10`);
    expect(sentHeaders()['Accept-Language']).toBe('en');
    expect(sentHeaders().Authorization).toBeUndefined();
  });

  it('sends the language it is given and the bearer token of the session', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));
    signInAni();
    await apiRequest(pathOf(usersRoutes.me), { language: 'ru' });
    expect(sentHeaders()['Accept-Language']).toBe('ru');
    expect(sentHeaders().Authorization).toBe('Bearer abc');
  });

  it('sends a FormData as multipart, leaving its type and boundary to the browser', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));
    const form = new FormData();
    form.append('profile_picture', new Blob(['x']), 'picture');
    await apiRequest(pathOf(uploadsRoutes.changePicture), { method: 'PATCH', body: form });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(form);
    expect(sentHeaders()['Content-Type']).toBeUndefined();
  });

  it('validates the reply when a schema is given', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ count: 1, data: [{ id: 1 }] }));
    // The contract's parse error, naming where the reply differs; not an ApiError.
    const error = await apiRequest(pathOf(productsRoutes.list), {
      schema: productsReplySchema,
    }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      name: '$ZodError',
      issues: expect.arrayContaining([
        expect.objectContaining({ code: 'invalid_type', path: ['data', 0, 'id'] }),
      ]),
    });
  });

  it('shows each message of an errors array as an error toast and rejects with ApiError', async () => {
    const body = {
      message: 'Some fields are filled in incorrectly.',
      errors: [
        { code: 'VALIDATION_FAILED', message: 'Enter a valid email address', field: 'email' },
        { code: 'VALIDATION_FAILED', message: 'This field is required', field: 'password' },
      ],
    };
    fetchMock.mockResolvedValue(jsonResponse(body, 400));
    const error = await apiRequest<never>(pathOf(authRoutes.login), {
      method: 'POST',
      body: {},
    }).catch((e: ApiError) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.codes).toEqual(['VALIDATION_FAILED', 'VALIDATION_FAILED']);
    expect(error.body).toEqual(body);
    expect(error.has('VALIDATION_FAILED')).toBe(true);
    await nextTurn();
    expect(vi.mocked(notify.error).mock.calls).toEqual([
      ['Enter a valid email address'],
      ['This field is required'],
    ]);
    // A refused request is an answer, noted as information; console errors are for defects.
    expect(console.info).toHaveBeenCalledOnce();
    expect(console.error).not.toHaveBeenCalled();
  });

  it('leaves out the toasts of the messages the caller shows itself', async () => {
    const body = {
      message: 'Some fields are filled in incorrectly.',
      errors: [
        { code: 'VALIDATION_FAILED', message: 'Enter a valid email address', field: 'email' },
        { code: 'VALIDATION_FAILED', message: 'This field is required', field: 'password' },
      ],
    };
    fetchMock.mockResolvedValue(jsonResponse(body, 400));
    await apiRequest(pathOf(authRoutes.login), { method: 'POST', body: {} }).catch((e: ApiError) =>
      e.shownInline(['email']),
    );
    await nextTurn();
    expect(vi.mocked(notify.error).mock.calls).toEqual([['This field is required']]);

    vi.mocked(notify.error).mockClear();
    fetchMock.mockResolvedValue(jsonResponse(body, 400));
    await apiRequest(pathOf(authRoutes.login), { method: 'POST', body: {} }).catch((e: ApiError) =>
      e.shownInline(),
    );
    await nextTurn();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('shows the summary when the errors array is empty', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Not found.', errors: [] }, 404));
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 404, codes: [] });
    await nextTurn();
    expect(vi.mocked(notify.error).mock.calls).toEqual([['Not found.']]);
  });

  it('shows a plain string body as one toast', async () => {
    fetchMock.mockResolvedValue(new Response('Bad gateway', { status: 502 }));
    const error = await apiRequest('/x').catch((e) => e);
    expect(error).toMatchObject({ status: 502, body: 'Bad gateway', message: 'Bad gateway' });
    await nextTurn();
    expect(console.warn).toHaveBeenCalledOnce();
    expect(vi.mocked(notify.error).mock.calls).toEqual([['Bad gateway']]);
  });

  it('falls back to a translated message when the body says nothing', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 500 }));
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 500, body: null });
    await nextTurn();
    expect(vi.mocked(notify.error).mock.calls).toEqual([
      ['Something went wrong. Please try again.'],
    ]);
  });

  it('reports a network failure with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 0 });
    expect(vi.mocked(notify.error).mock.calls[0]?.[0]).toMatch(/No connection to the server/);
  });

  it('stays silent when the caller aborted the request', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValue(new DOMException('Aborted', 'AbortError'));
    await expect(apiRequest('/x', { signal: controller.signal })).rejects.toThrow('Aborted');
    expect(notify.error).not.toHaveBeenCalled();
  });
});

describe('a read sent before the app ran (early-replies.ts)', () => {
  const products = `${apiUrlOf(productsRoutes.list)}?offset=1&limit=100`;
  const query = { offset: 1, limit: 100 };
  beforeEach(() => {
    signInAni();
    const page = window.location.pathname + window.location.search;
    localStorage.setItem(
      STORAGE_KEYS.earlyReads,
      JSON.stringify({ [page]: [{ url: products, language: 'en' }] }),
    );
  });

  it('is taken by the request it was sent for, which does not ask again', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ count: 1, data: [] }));
    sendEarlyReads();
    expect(fetchMock).toHaveBeenCalledOnce();
    await expect(apiRequest(pathOf(productsRoutes.list), { query })).resolves.toEqual({
      count: 1,
      data: [],
    });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('that failed leaves the request to ask the server itself', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(jsonResponse({ count: 2, data: [] }));
    sendEarlyReads();
    await expect(apiRequest(pathOf(productsRoutes.list), { query })).resolves.toMatchObject({
      count: 2,
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
