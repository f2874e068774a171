import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import '../texts';
import { RegisterSuccess } from './register-success';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(async () => {
  vi.useFakeTimers({ now: Date.parse('2026-11-27T08:00:00.000Z') });
  vi.stubGlobal('fetch', fetchMock);
  await i18n.changeLanguage('en');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(notify.success).mockClear();
  fetchMock.mockReset();
});

const resendButton = () => screen.getByRole('button', { name: /^Send the link again/ });

describe('RegisterSuccess', () => {
  it('counts down the minute the server waits before it sends the link again', async () => {
    renderWithProviders(<RegisterSuccess email="anna@example.am" />, { path: '/en/auth/register' });
    expect(resendButton().textContent).toBe('Send the link again in 1:00');
    expect((resendButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(resendButton());
    act(() => vi.advanceTimersByTime(30_000));
    expect(resendButton().textContent).toBe('Send the link again in 0:30');
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(30_000));
    expect(resendButton().textContent).toBe('Send the link again');
    fetchMock.mockResolvedValue(jsonResponse({ message: 'We have sent the link again.' }));
    await act(async () => {
      fireEvent.click(resendButton());
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(fetchMock).toHaveBeenCalledOnce();
    // Said on the page, under the button, and not again in a toast.
    expect(screen.getByRole('status').textContent).toBe('We have sent the link again.');
    expect(notify.success).not.toHaveBeenCalled();
    // Sent: the next one is a minute away again.
    expect(resendButton().textContent).toBe('Send the link again in 1:00');
  });
});
