import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import '../texts';
import { RegisterForm } from './register-form';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

beforeEach(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse({ message: 'Registered. Check your e-mail.' }, 201)),
  );
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RegisterForm', () => {
  it('hands over to the page that says the account is made, without a toast saying it too', async () => {
    const onRegistered = vi.fn();
    renderWithProviders(<RegisterForm onRegistered={onRegistered} />, {
      path: '/en/auth/register',
    });
    const fill = (label: string | RegExp, value: string) =>
      fireEvent.input(screen.getByLabelText(label), { target: { value } });
    fill('First name', 'Anna');
    fill('Last name', 'Hakobyan');
    fill('E-mail', 'anna@example.am');
    fill('Mobile phone', '+37491000001');
    fill(/^Password/, 'Secret123');
    fill('Repeat the password', 'Secret123');
    fireEvent.submit(screen.getByLabelText('First name').closest('form') as HTMLFormElement);
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith('anna@example.am'));
    expect(notify.success).not.toHaveBeenCalled();
  });
});
