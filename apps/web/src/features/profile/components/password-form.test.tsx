import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import '../texts';
import { PasswordForm } from './password-form';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'error');
  await i18n.changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(notify.error).mockClear();
  fetchMock.mockReset();
});

describe('PasswordForm', () => {
  it('puts a wrong current password on its field and says the failure in one toast (SPEC §5)', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          message: 'The password is wrong.',
          errors: [
            {
              code: 'WRONG_PASSWORD',
              message: 'The current password is not correct.',
              field: 'current_password',
            },
          ],
        },
        400,
      ),
    );
    renderWithProviders(<PasswordForm />, { path: '/en/profile' });
    fireEvent.input(screen.getByLabelText(/^Current password/), {
      target: { value: 'Wrong-pass-1' },
    });
    fireEvent.input(screen.getByLabelText(/^New password/), { target: { value: 'New-pass-12' } });
    fireEvent.input(screen.getByLabelText(/^Repeat/), { target: { value: 'New-pass-12' } });
    fireEvent.submit(screen.getByLabelText(/^Current password/).closest('form') as HTMLFormElement);

    expect(await screen.findByText('The current password is not correct.')).toBeTruthy();
    expect(screen.getAllByText('The current password is not correct.')).toHaveLength(1);
    // The reason is on its field; the one toast is the SPEC's, not hidden under a second one.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(vi.mocked(notify.error).mock.calls.map(([text]) => text)).toEqual([
      'Failed to change password.',
    ]);
    expect(console.error).not.toHaveBeenCalled();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
  });
});
