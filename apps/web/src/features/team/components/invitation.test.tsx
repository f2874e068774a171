import { apiUrlOf, teamRoutes } from '@fuel/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { endSession, getSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { accessTokenFor, signInAsRole } from '../../../test/session';
import { Invitation } from './invitation';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const ID = '0b7c1f4e-1111-4a3b-9c2d-123456789abc';
const TOKEN = 'A'.repeat(32);
const PATH = `/en/team-invite/${ID}/${TOKEN}`;
const view = (state = 'open') => ({
  company_name: 'Ararat Trans',
  role: 'fleet_manager',
  email: 'artur@example.am',
  state,
  expires_at: '2026-12-05T08:00:00.000Z',
});
const refusal = (code: string, message: string, status = 422) =>
  jsonResponse({ message, errors: [{ code, message }] }, status);

const fetchMock = vi.fn<typeof fetch>();
const urls = () => fetchMock.mock.calls.map(([url]) => String(url));

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'info').mockImplementation(() => {});
  await i18n.changeLanguage('en');
});
afterEach(() => {
  endSession('logout');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
  vi.mocked(notify.error).mockClear();
});

function SignInProbe() {
  const { state } = useLocation();
  return <p>Sign in, then back to {(state as { next?: string } | null)?.next}</p>;
}

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/en/team-invite/:id/:token" element={<Invitation id={ID} token={TOKEN} />} />
      <Route path="/en/auth" element={<SignInProbe />} />
    </Routes>,
    { path: PATH },
  );
}

describe('an invitation link', () => {
  it('shows a guest whom it is from and for, and leads to sign-in and back here', async () => {
    fetchMock.mockResolvedValue(jsonResponse(view()));
    renderPage();
    expect(
      await screen.findByText('Ararat Trans invites you to work in its cabinet.'),
    ).toBeTruthy();
    expect(screen.getByText('Fleet manager')).toBeTruthy();
    expect(screen.getByText('artur@example.am')).toBeTruthy();
    expect(urls()).toEqual([apiUrlOf(teamRoutes.viewInvite, { id: ID, token: TOKEN })]);
    expect(
      screen.getByRole('link', { name: 'Create a personal account' }).getAttribute('href'),
    ).toBe('/en/auth/register');
    fireEvent.click(screen.getByRole('link', { name: 'Sign in to accept' }));
    expect(await screen.findByText(`Sign in, then back to ${PATH}`)).toBeTruthy();
  });

  it.each([
    ['expired', 'This invitation has expired. Ask the company to send a new one.'],
    ['revoked', 'The company has withdrawn this invitation.'],
    ['accepted', 'This invitation has already been accepted.'],
  ])('says when it is %s, and offers nothing to press', async (state, text) => {
    signInAsRole(null);
    fetchMock.mockResolvedValue(jsonResponse(view(state)));
    renderPage();
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says a link that names no invitation is not valid, once and on the page', async () => {
    fetchMock.mockResolvedValue(refusal('LINK_INVALID', 'This link is invalid or has expired.'));
    renderPage();
    expect(
      await screen.findByText(
        'This invitation link is not valid. Ask the company to send a new one.',
      ),
    ).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('is accepted by the person signed in, who may then switch to the company', async () => {
    signInAsRole(null);
    const token = accessTokenFor({ sub: 'company-1', role: 'fleet_manager' });
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith('/accept'))
        return jsonResponse({
          account_id: 7654321,
          name: 'Ararat Trans',
          type: 'company',
          role: 'fleet_manager',
          current: false,
        });
      if (url === apiUrlOf(teamRoutes.actAs))
        return jsonResponse({
          access_token: token,
          user_type: 'company',
          user_full_name: 'Ararat Trans',
          user_profile_picture: null,
          user_id: 7654321,
          role: 'fleet_manager',
        });
      return jsonResponse(view());
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept the invitation' }));
    expect(
      await screen.findByText('You are now a member of Ararat Trans, as Fleet manager.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Switch to Ararat Trans' }));
    await waitFor(() => expect(getSession().role).toBe('fleet_manager'));
    expect(getSession()).toMatchObject({ userType: 'company', accessToken: token });
  });

  it.each([
    [
      'INVITE_OTHER_PERSON',
      'This invitation was sent to another e-mail address or phone. Sign in with the account it was sent to.',
    ],
    [
      'INVITE_FOR_PEOPLE',
      'Only a personal account can join a company. Sign in with your personal account.',
    ],
  ])('says why %s refused it, where the button is, and not as a toast', async (code, message) => {
    signInAsRole(null);
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/accept') ? refusal(code, message) : jsonResponse(view()),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept the invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(notify.error).not.toHaveBeenCalled();
  });
});
