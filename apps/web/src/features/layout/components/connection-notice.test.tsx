import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client/client';
import { connectionBack } from '../../../lib/connection';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { jsonResponse } from '../../../test/render';
import '../texts';
import { ConnectionNotice } from './connection-notice';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  await i18n.changeLanguage('en');
});
afterEach(() => {
  act(() => connectionBack());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
});

function renderNotice() {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <ConnectionNotice />
    </QueryClientProvider>,
  );
}

describe('ConnectionNotice', () => {
  it('says what is shown may be out of date while reads get no answer, instead of toasts', async () => {
    renderNotice();
    const notice = screen.getByRole('status');
    expect(notice.textContent).toBe('');

    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await act(() => apiRequest('/x').catch(() => undefined));
    expect(notice.textContent).toContain('what you see may be out of date');
    expect(notify.error).not.toHaveBeenCalled();

    // The server answers again: the notice goes.
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));
    await act(() => apiRequest('/x'));
    expect(notice.textContent).toBe('');
  });

  it('leaves a change that got no answer to its toast', async () => {
    renderNotice();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await act(() => apiRequest('/x', { method: 'POST', body: {} }).catch(() => undefined));
    expect(vi.mocked(notify.error).mock.calls[0]?.[0]).toMatch(/No connection to the server/);
  });

  it('says so when the browser goes offline', () => {
    renderNotice();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status').textContent).toContain('No connection to the server');
  });

  it('stays when an answer sent before the browser went offline arrives after', async () => {
    renderNotice();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    fetchMock.mockImplementation(async () => jsonResponse({ ok: true }));
    await act(() => apiRequest('/x'));
    expect(screen.getByRole('status').textContent).toContain('may be out of date');

    // Online again, the next answer takes it away.
    online.mockReturnValue(true);
    await act(() => apiRequest('/x'));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
