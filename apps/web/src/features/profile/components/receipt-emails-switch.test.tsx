import { apiUrlOf, type MeReply, profileRoutes } from '@fuel/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { notify } from '../../../lib/toast';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import '../texts';
import { ReceiptEmailsSwitch } from './receipt-emails-switch';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

const me = (receipt_emails: boolean): MeReply => ({
  id: 1234567,
  user_type: 'individual',
  first_name: 'Anna',
  last_name: 'Petrosyan',
  full_name: 'Anna Petrosyan',
  email: 'anna@example.am',
  phone: null,
  profile_picture: null,
  newsletter: false,
  receipt_emails,
});

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'info').mockImplementation(() => {});
  await i18n.changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(notify.success).mockClear();
  fetchMock.mockReset();
});

describe('ReceiptEmailsSwitch', () => {
  it('is a switch named by its heading and described by its text, on as the server says', () => {
    renderWithProviders(<ReceiptEmailsSwitch on />, { path: '/en/profile' });
    const toggle = screen.getByRole('switch', { name: 'Receipts by e-mail' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(toggle.getAttribute('aria-describedby')).toBe('receipt-emails-text');
    expect(document.getElementById('receipt-emails-text')?.textContent).toMatch(
      /e-mailed to the account's address/,
    );
  });

  it('turns receipt e-mails off with one press: saved, the profile updated, and said', async () => {
    fetchMock.mockResolvedValue(jsonResponse(me(false)));
    const { queryClient } = renderWithProviders(<ReceiptEmailsSwitch on />, {
      path: '/en/profile',
    });
    fireEvent.click(screen.getByRole('switch', { name: 'Receipts by e-mail' }));

    await waitFor(() =>
      expect(vi.mocked(notify.success)).toHaveBeenCalledWith(
        'Receipts will no longer come by e-mail. They stay in Fuel Cabinet.',
      ),
    );
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(new URL(String(url), 'http://x').pathname).toBe(apiUrlOf(profileRoutes.receiptEmails));
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ receipt_emails: false });
    expect(queryClient.getQueryData<MeReply>(queryKeys.me)?.receipt_emails).toBe(false);
  });

  it('speaks Armenian on the Armenian page, and turns them back on', async () => {
    await i18n.changeLanguage('am');
    fetchMock.mockResolvedValue(jsonResponse(me(true)));
    renderWithProviders(<ReceiptEmailsSwitch on={false} />, { path: '/am/profile' });
    const toggle = screen.getByRole('switch', { name: 'Անդորրագրեր էլ. փոստով' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(vi.mocked(notify.success)).toHaveBeenCalledWith('Անդորրագրերը կստանաք էլ. փոստով։'),
    );
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      receipt_emails: true,
    });
  });
});
