import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import '../texts';
import { LoginForm } from './login-form';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const UNCONFIRMED =
  'Please confirm your e-mail address first. We have sent you a new link; the earlier ones still work.';

beforeEach(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      jsonResponse(
        { message: UNCONFIRMED, errors: [{ code: 'EMAIL_NOT_CONFIRMED', message: UNCONFIRMED }] },
        403,
      ),
    ),
  );
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LoginForm', () => {
  it('keeps the word about an unconfirmed address on the form, and says it once', async () => {
    renderWithProviders(<LoginForm identifier="new@mail.am" onCodeSent={vi.fn()} />, {
      path: '/en/auth',
    });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'Secret123' } });
    fireEvent.submit(screen.getByLabelText('Password').closest('form') as HTMLFormElement);
    expect((await screen.findByRole('alert')).textContent).toBe(UNCONFIRMED);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(notify.error).not.toHaveBeenCalled();
  });
});
