import { apiUrlOf, friendsRoutes } from '@fuel/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { endSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { gate } from '../../../test/gate';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import '../texts';
import { RequestsSection } from './requests-section';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const LILIT = {
  user_relation_id: '7f8e9d0c-1b2a-4c3d-8e9f-0a1b2c3d4e5f',
  id: 4821937,
  name: 'Lilit Hakobyan',
  created_at: '2026-11-20T10:00:00Z',
};
const NAREK = { ...LILIT, user_relation_id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', id: 5930112 };
const list = (...data: (typeof LILIT)[]) => ({ count: data.length, data });

let answer: ReturnType<typeof gate>;
let answerStatus = 200;
let incoming = list(LILIT, { ...NAREK, name: 'Narek Sargsyan' });

beforeEach(async () => {
  answer = gate();
  answerStatus = 200;
  incoming = list(LILIT, { ...NAREK, name: 'Narek Sargsyan' });
  signInForTest();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.split('?')[0] === apiUrlOf(friendsRoutes.requests))
        return jsonResponse({ incoming_requests: incoming, outgoing_requests: list() });
      await answer.held;
      if (answerStatus !== 200)
        return jsonResponse({ code: 'NOT_FOUND', message: 'Not found' }, answerStatus);
      // Rejected: the request has left the list the next read brings.
      incoming = list({ ...NAREK, name: 'Narek Sargsyan' });
      return jsonResponse({ message: 'The request was rejected.' });
    }),
  );
  await i18n.changeLanguage('en');
});

afterEach(() => {
  endSession('logout');
  vi.unstubAllGlobals();
});

function show() {
  renderWithProviders(<RequestsSection direction="incoming" onDirection={() => {}} />, {
    path: '/en/friends',
  });
}

describe('an answered friend request', () => {
  it('leaves the list at once, before the server has answered', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: /reject.*Lilit/i }));
    await waitFor(() => expect(screen.queryByText('Lilit Hakobyan')).toBeNull());
    expect(screen.getByText('Narek Sargsyan')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /incoming/i }).textContent).toMatch(/1/);

    answer.release();
    // Once the lists are read again it stays gone.
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('The request was rejected.'));
    expect(vi.mocked(fetch).mock.calls.length).toBe(3);
    expect(screen.queryByText('Lilit Hakobyan')).toBeNull();
    expect(screen.getByText('Narek Sargsyan')).toBeTruthy();
  });

  it('comes back when the server refuses the answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answerStatus = 404;
    show();
    fireEvent.click(await screen.findByRole('button', { name: /reject.*Lilit/i }));
    await waitFor(() => expect(screen.queryByText('Lilit Hakobyan')).toBeNull());

    answer.release();
    expect(await screen.findByText('Lilit Hakobyan')).toBeTruthy();
  });
});
