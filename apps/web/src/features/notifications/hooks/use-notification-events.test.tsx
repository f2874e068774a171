import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publishLiveEvent } from '../../../lib/live-events';
import { notify } from '../../../lib/toast';
import { jsonResponse } from '../../../test/render';
import { useNotificationEvents } from './use-notification-events';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const newest = (id: string, text: string) =>
  jsonResponse({
    count: 1,
    unread: 1,
    data: [{ id, text, date: '2026-11-26T20:00:00.000Z', read: false, link: null }],
  });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(notify.success).mockClear();
});

describe('a new message as a toast', () => {
  it('pops up for a message that arrives while the page is open', async () => {
    const fetchMock = vi.fn(async () => newest('m1', 'You bought 5 L of Regular 92'));
    vi.stubGlobal('fetch', fetchMock);
    renderHook(() => useNotificationEvents());
    act(() => publishLiveEvent({ type: 'notification', data: { id: 'm1' } }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('You bought 5 L of Regular 92'),
    );
  });

  it('does not pop up for one the stream sends again as it opens', async () => {
    const fetchMock = vi.fn(async () => newest('m2', 'An older message'));
    vi.stubGlobal('fetch', fetchMock);
    renderHook(() => useNotificationEvents());
    act(() => publishLiveEvent({ type: 'notification', data: { id: 'm2' } }, { replayed: true }));
    // Then a live one, so the check below waits until events have been handled.
    act(() => publishLiveEvent({ type: 'notification', data: { id: 'm2' } }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledOnce());
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
