import { apiUrlOf, teamRoutes } from '@fuel/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { endSession, getSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { accessTokenFor, signInAsRole } from '../../../test/session';
import AccountMenu from './account-menu';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const ACCOUNTS = {
  data: [
    { account_id: 1234567, name: 'Ani Petrosyan', type: 'individual', role: null, current: false },
    {
      account_id: 7654321,
      name: 'Ararat Trans',
      type: 'company',
      role: 'accountant',
      current: true,
    },
    { account_id: 7000001, name: 'Cargo LLC', type: 'company', role: 'driver', current: false },
  ],
};
const switched = {
  access_token: accessTokenFor({ sub: 'company-2', role: 'driver' }),
  user_type: 'company',
  user_full_name: 'Cargo LLC',
  user_profile_picture: null,
  user_id: 7000001,
  role: 'driver',
};

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) =>
    String(input) === apiUrlOf(teamRoutes.actAs) ? jsonResponse(switched) : jsonResponse(ACCOUNTS),
  );
  await i18n.changeLanguage('en');
  signInAsRole('accountant');
});
afterEach(() => {
  endSession('logout');
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  vi.mocked(notify.success).mockClear();
});

function renderMenu(onClose = vi.fn()) {
  renderWithProviders(
    <div>
      <button type="button" id="accounts-button">
        Ararat Trans
      </button>
      <AccountMenu id="accounts" buttonId="accounts-button" onClose={onClose} />
    </div>,
    { path: '/en/dashboard' },
  );
  return onClose;
}

describe('the list of accounts in the header', () => {
  it('lists the personal account and each company with the role held, the current one chosen', async () => {
    renderMenu();
    const menu = await screen.findByRole('menu', { name: 'Ararat Trans' });
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual([
      'Ani PetrosyanPersonal account · ID 1234567',
      'Ararat TransAccountant · ID 7654321',
      'Cargo LLCDriver · ID 7000001',
    ]);
    expect(items.map((item) => item.getAttribute('aria-checked'))).toEqual([
      'false',
      'true',
      'false',
    ]);
    // The chosen account has the focus, and the arrows move it.
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[2]);
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Settings' }));
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(document.activeElement).toBe(items[0]);
  });

  it('closes on Escape, giving the focus back to the button', async () => {
    const onClose = renderMenu();
    const menu = await screen.findByRole('menu');
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledWith();
  });

  it('moves the session to the account chosen, as sign-in stores it, keeping the refresh token', async () => {
    renderMenu();
    fireEvent.click(await screen.findByRole('menuitemradio', { name: /Cargo LLC/ }));
    await waitFor(() => expect(getSession().userInfo?.fullname).toBe('Cargo LLC'));
    const [, init] =
      fetchMock.mock.calls.find(([url]) => String(url) === apiUrlOf(teamRoutes.actAs)) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ account_id: 7000001 });
    expect(getSession()).toMatchObject({ role: 'driver', userType: 'company', refreshToken: 'r' });
    expect(localStorage.getItem('access_token')).toBe(switched.access_token);
    expect(localStorage.getItem('refresh_token')).toBe('r');
    expect(JSON.parse(localStorage.getItem('user_info') ?? '')).toEqual({
      id: 7000001,
      fullname: 'Cargo LLC',
      profilePicture: null,
    });
    expect(notify.success).toHaveBeenCalledWith('You now work in the account of Cargo LLC.');
  });

  it('says when the list cannot be loaded, with a way to ask again', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    fetchMock.mockResolvedValue(jsonResponse({ message: 'No.', errors: [] }, 500));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderMenu();
    expect(await screen.findByText('Your accounts could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
