import { apiUrlOf, notificationsRoutes, usersRoutes } from '@fuel/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { endSession, getSession } from '../../lib/session';
import { switchAccount } from '../../lib/session/account';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { accessTokenFor, signInAsRole } from '../../test/session';

vi.mock('./dashboard', () => ({ default: () => <h1>Main, drawn</h1> }));
vi.mock('./cards', () => ({ default: () => <h1>Cards, drawn</h1> }));
vi.mock('./vehicles', () => ({ default: () => <h1>Vehicles, drawn</h1> }));
vi.mock('./audit', () => ({ default: () => <h1>Audit log, drawn</h1> }));

const { AppRoutes } = await import('../router/routes');
const { AppRouter } = await import('../router');

const fetchMock = vi.fn<typeof fetch>();

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    // Who the session is now: the company while it acts for it, else the person.
    const company = getSession().role !== null;
    if (url.startsWith(apiUrlOf(usersRoutes.me)))
      return jsonResponse({
        id: company ? 7654321 : 1234567,
        user_type: company ? 'company' : 'individual',
        first_name: '',
        last_name: '',
        full_name: company ? 'Ararat Trans' : 'Ani Petrosyan',
        email: 'fleet@example.am',
        phone: null,
        profile_picture: null,
        newsletter: false,
        receipt_emails: true,
      });
    if (url.startsWith(apiUrlOf(notificationsRoutes.list)))
      return jsonResponse({ data: [], count: 0, unread: 2 });
    return jsonResponse({ public_key: null });
  });
});
afterEach(() => {
  endSession('logout');
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const open = (path: string) => renderWithProviders(<AppRoutes audience="company" />, { path });
const requested = () => fetchMock.mock.calls.map(([url]) => String(url));

describe('the cabinet by the role held in the company (DESIGN §5.8)', { timeout: 20_000 }, () => {
  it('starts a driver on the cards: Main is not theirs', async () => {
    signInAsRole('driver');
    open('/en/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Cards, drawn' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('says a page the role may not open is not allowed, inside the frame', async () => {
    signInAsRole('fleet_manager');
    open('/en/audit');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Your role does not allow this page' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Audit log, drawn' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to my start page' }).getAttribute('href')).toBe(
      '/en/dashboard',
    );
    // The menus leave out what the role cannot open.
    const menu = screen.getAllByRole('navigation', { name: 'Main menu' })[0] as HTMLElement;
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toContain('Cards');
    expect(links).toContain('Team');
    expect(links).not.toContain('Audit log');
    expect(links).not.toContain('My partners');
  });

  it('shows whom the session acts for, in what role; no bell for a driver, who reads no messages', async () => {
    signInAsRole('driver');
    open('/en/cards');
    await screen.findByRole('heading', { name: 'Cards, drawn' }, { timeout: 10_000 });
    const header = screen.getByRole('banner');
    const button = within(header).getByRole('button', { name: /Ararat Trans/ });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.textContent).toContain('· Driver');
    expect(within(header).queryByRole('link', { name: /Messages/ })).toBeNull();
    expect(requested().some((url) => url.startsWith(apiUrlOf(notificationsRoutes.list)))).toBe(
      false,
    );
  });

  it('opens the list of accounts from the header, by keyboard too', async () => {
    signInAsRole('owner');
    fetchMock.mockImplementation(async () => jsonResponse({ data: [] }));
    open('/en/cards');
    await screen.findByRole('heading', { name: 'Cards, drawn' }, { timeout: 10_000 });
    const button = within(screen.getByRole('banner')).getByRole('button', { name: /Ararat Trans/ });
    act(() => {
      button.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('Your accounts', {}, { timeout: 10_000 })).toBeTruthy();
  });
});

describe('a switch to another account', { timeout: 20_000 }, () => {
  it('drops what was read for the account before and starts again on Main', async () => {
    signInAsRole('owner');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['user', 'vehicles', 'old'], { data: ['the company before'] });
    render(
      <QueryClientProvider client={client}>
        <AppRouter location="/en/vehicles" />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Vehicles, drawn' }, { timeout: 10_000 }));
    act(() =>
      switchAccount({
        access_token: accessTokenFor({ sub: 'person-1' }),
        user_type: 'individual',
        user_full_name: 'Ani Petrosyan',
        user_profile_picture: null,
        user_id: 1234567,
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Main, drawn' }, { timeout: 10_000 }));
    expect(client.getQueryData(['user', 'vehicles', 'old'])).toBeUndefined();
    expect(getSession()).toMatchObject({ role: null, userType: 'individual' });
  });
});
