import { apiUrlOf, teamRoutes } from '@fuel/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { endSession } from '../../../lib/session';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { signInAsRole } from '../../../test/session';
import { TeamPage } from './team-page';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const member = (id: string, name: string, role: string, isYou = false) => ({
  id,
  user_id: Number(`100000${id}`),
  full_name: name,
  email: `${id}@example.am`,
  phone: null,
  role,
  card_group_ids: null,
  joined_at: '2026-11-02T08:00:00.000Z',
  is_you: isYou,
});
const MEMBERS = {
  count: 3,
  data: [
    member('1', 'Sona Baghdasaryan', 'owner'),
    member('2', 'Artur Ghazaryan', 'administrator', true),
    member('3', 'Vahe Abrahamyan', 'driver'),
  ],
};
const INVITES = {
  count: 1,
  data: [
    {
      id: 'i1',
      email: 'gor@example.am',
      phone: null,
      role: 'driver',
      invited_by: 'Ararat Trans',
      expires_at: '2026-12-05T08:00:00.000Z',
      created_at: '2026-11-28T08:00:00.000Z',
    },
  ],
};

const fetchMock = vi.fn<typeof fetch>();
const calls = (method: string) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === 'PATCH')
      return jsonResponse({ ...member('3', 'Vahe Abrahamyan', 'fleet_manager') });
    if (init?.method === 'DELETE') return jsonResponse({ message: 'Removed.' });
    return jsonResponse(url.startsWith(apiUrlOf(teamRoutes.invites)) ? INVITES : MEMBERS);
  });
  await i18n.changeLanguage('en');
});
afterEach(() => {
  endSession('logout');
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const row = async (name: string) =>
  (await screen.findByText(name, { exact: false }, { timeout: 10_000 })).closest(
    'li',
  ) as HTMLElement;

function roleChoices(item: HTMLElement): string[] {
  return within(item)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

// The page's first drawing in a file waits for its code on a busy machine.
describe('the team page, by the role of who looks (DESIGN §5.8)', { timeout: 20_000 }, () => {
  it('lets an administrator manage everyone but the owners and themselves', async () => {
    signInAsRole('administrator');
    renderWithProviders(<TeamPage />, { path: '/en/team' });
    const driver = await row('Vahe Abrahamyan');
    expect(roleChoices(driver)).toEqual(['Administrator', 'Fleet manager', 'Accountant', 'Driver']);
    expect(within(driver).getByRole('button', { name: 'Remove Vahe Abrahamyan from the team' }));
    // An owner's row: read, with the reason.
    const owner = await row('Sona Baghdasaryan');
    expect(within(owner).queryByRole('combobox')).toBeNull();
    expect(within(owner).queryByRole('button')).toBeNull();
    expect(within(owner).getByText('Only an owner can change an owner.')).toBeTruthy();
    // Their own row: read only.
    const own = await row('Artur Ghazaryan');
    expect(within(own).getByText('you')).toBeTruthy();
    expect(within(own).queryByRole('combobox')).toBeNull();
    // The invitation form offers the same roles, and the invitation can be revoked.
    const form = screen.getByRole('region', { name: 'Invite a person' });
    expect(roleChoices(form)).toEqual(['Administrator', 'Fleet manager', 'Accountant', 'Driver']);
    expect(
      await screen.findByRole('button', { name: 'Revoke the invitation sent to gor@example.am' }),
    ).toBeTruthy();
  });

  it('lets an owner give and change the owner role too', async () => {
    signInAsRole('owner');
    renderWithProviders(<TeamPage />, { path: '/en/team' });
    const owner = await row('Sona Baghdasaryan');
    expect(roleChoices(owner)[0]).toBe('Owner');
    const form = screen.getByRole('region', { name: 'Invite a person' });
    expect(roleChoices(form)).toContain('Owner');
  });

  it('shows an accountant the team and the invitations, and nothing to change', async () => {
    signInAsRole('accountant');
    renderWithProviders(<TeamPage />, { path: '/en/team' });
    await row('Vahe Abrahamyan');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Invite a person' })).toBeNull();
    expect(await screen.findByText('gor@example.am')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('saves a new role only when asked to', async () => {
    signInAsRole('owner');
    renderWithProviders(<TeamPage />, { path: '/en/team' });
    const driver = await row('Vahe Abrahamyan');
    fireEvent.change(within(driver).getByRole('combobox'), { target: { value: 'fleet_manager' } });
    expect(calls('PATCH')).toHaveLength(0);
    fireEvent.click(within(driver).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('PATCH')).toHaveLength(1));
    expect(String(calls('PATCH')[0]?.[0])).toBe(apiUrlOf(teamRoutes.changeRole, { id: '3' }));
    expect(JSON.parse(String(calls('PATCH')[0]?.[1]?.body))).toEqual({ role: 'fleet_manager' });
  });

  it('removes a member only after the confirmation', async () => {
    signInAsRole('owner');
    renderWithProviders(<TeamPage />, { path: '/en/team' });
    const driver = await row('Vahe Abrahamyan');
    fireEvent.click(within(driver).getByRole('button', { name: /Remove/ }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(dialog.textContent).toContain('Once removed, it cannot be undone');
    expect(calls('DELETE')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove', hidden: true }));
    await waitFor(() => expect(calls('DELETE')).toHaveLength(1));
    expect(String(calls('DELETE')[0]?.[0])).toBe(apiUrlOf(teamRoutes.removeMember, { id: '3' }));
  });
});
