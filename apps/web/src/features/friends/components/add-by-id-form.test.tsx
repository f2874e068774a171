import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import '../texts';
import { AddByIdForm } from './add-by-id-form';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'info').mockImplementation(() => {});
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
});

/** What a screen reader reads after the field's label: its hint and its problem. */
function description(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

async function send(reply: Response) {
  fetchMock.mockResolvedValue(reply);
  renderWithProviders(<AddByIdForm kind="friends" onPending={vi.fn()} />, { path: '/en/friends' });
  const field = screen.getByLabelText('User ID');
  fireEvent.input(field, { target: { value: '4821937' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
  await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
  // The shared handler's toasts come a turn after the refusal.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return field;
}

describe('AddByIdForm', () => {
  it('says an unknown ID under the field only, not in a toast as well', async () => {
    const text = 'No user has this ID.';
    const field = await send(
      jsonResponse(
        { message: text, errors: [{ code: 'USER_ID_NOT_FOUND', message: text, field: 'user_id' }] },
        404,
      ),
    );
    expect(description(field)).toContain(text);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('says "already asked" under the ID too, once', async () => {
    const text = 'You have already sent this user a request.';
    const field = await send(
      jsonResponse(
        { message: text, errors: [{ code: 'REQUEST_ALREADY_SENT', message: text }] },
        409,
      ),
    );
    expect(description(field)).toContain(text);
    expect(notify.error).not.toHaveBeenCalled();
  });
});
