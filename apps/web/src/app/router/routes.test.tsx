import { screen, waitFor } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { endSession, restoreSession } from '../../lib/session';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { signInForTest } from '../../test/session';
import { AppRoutes } from './routes';

function LocationProbe() {
  const location = useLocation();
  return (
    <>
      <output data-testid="location">{location.pathname + location.search}</output>
      <output data-testid="state">{JSON.stringify(location.state)}</output>
    </>
  );
}

function openAsGuest(path: string) {
  renderWithProviders(
    <>
      <AppRoutes audience="guest" />
      <LocationProbe />
    </>,
    { path },
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('guest routes', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ count: 0, data: [] })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['/', '/am/auth'],
    ['/xx/anything', '/am/auth'],
    ['/en/nope', '/en/auth'],
    ['/ru/vehicles', '/ru/auth'],
    ['/ru/dashboard', '/ru/auth'],
    ['/en', '/en/auth'],
  ])('%s ends at %s', async (from, to) => {
    openAsGuest(from);
    // The target page is a lazy module: on a busy machine its first load can pass a second.
    await waitFor(() => expect(location()).toBe(to), { timeout: 3000 });
  });

  it('remembers the cabinet page in the history entry, not in the address', async () => {
    openAsGuest('/ru/vehicles?offset=2');
    await waitFor(() => expect(location()).toBe('/ru/auth'), { timeout: 3000 });
    expect(JSON.parse(screen.getByTestId('state').textContent ?? '')).toEqual({
      next: '/ru/vehicles?offset=2',
    });
  });

  it('does not remember the page after a sign-out in another tab', async () => {
    signInForTest({ user_full_name: 'Test' });
    // What the other tab's sign-out leaves, as this tab's storage event reads it.
    localStorage.clear();
    expect(restoreSession().ended).toBe('elsewhere');
    openAsGuest('/en/transactions?type=buying');
    await waitFor(() => expect(location()).toBe('/en/auth'), { timeout: 3000 });
  });

  it('applies the language of the URL to the page', async () => {
    openAsGuest('/ru/auth');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      'Ваше топливо всегда под рукой',
    );
    expect(i18n.language).toBe('ru');
    expect(document.documentElement.lang).toBe('ru');
  });

  it('uses hy as the document language of Armenian pages', async () => {
    openAsGuest('/am/404');
    await screen.findByText('Ներողություն, նման էջ գոյություն չունի։');
    expect(document.documentElement.lang).toBe('hy');
  });

  it('renders the 404 page with a link to main', async () => {
    openAsGuest('/en/404');
    expect(await screen.findByText('Sorry, such page does not exist.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to main page' }).getAttribute('href')).toBe(
      '/en/dashboard',
    );
    expect(location()).toBe('/en/404');
  });
});

describe('signed-in routes', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ public_key: null })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  afterEach(() => endSession('logout'));

  function openAs(audience: 'individual' | 'company', path: string) {
    signInForTest({ user_type: audience, user_full_name: 'Test' });
    renderWithProviders(
      <>
        <AppRoutes audience={audience} />
        <LocationProbe />
      </>,
      { path },
    );
  }

  it.each([
    ['/', '/am/dashboard'],
    ['/xx/anything', '/am/dashboard'],
    ['/en/auth', '/en/dashboard'],
    ['/ru/auth/register', '/ru/dashboard'],
    ['/en', '/en/dashboard'],
  ])('%s ends at %s', async (from, to) => {
    openAs('individual', from);
    // The target page is a lazy module: on a busy machine its first load can pass a second.
    await waitFor(() => expect(location()).toBe(to), { timeout: 3000 });
  });

  it('shows a page of the other user type as a 404', async () => {
    openAs('company', '/en/friends');
    expect(await screen.findByText('Sorry, such page does not exist.')).toBeTruthy();
    expect(location()).toBe('/en/friends');
  });

  it("opens a company's Cards screen, with ordering and adding cards", async () => {
    openAs('company', '/en/cards');
    // A lazy screen of its own: its first load in a cold test run takes a moment.
    const heading = screen.findByRole('heading', { level: 1, name: 'Cards' }, { timeout: 5000 });
    expect(await heading).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Order cards' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a card' })).toBeTruthy();
    expect(screen.queryByText('This section is on its way')).toBeNull();
  });

  it.each(['/en/cards', '/en/cards/00000000-0000-4000-8000-000000000000'])(
    'shows %s to an individual as a 404',
    async (path) => {
      openAs('individual', path);
      expect(await screen.findByText('Sorry, such page does not exist.')).toBeTruthy();
      expect(location()).toBe(path);
    },
  );
});

describe('the position on the page', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ count: 0, data: [] })),
    );
    vi.mocked(window.scrollTo).mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  function GoTo({ to }: { to: string }) {
    const navigate = useNavigate();
    return (
      <button type="button" onClick={() => navigate(to)}>
        {to}
      </button>
    );
  }

  it('stays where the visit starts, and a new page starts at its top (SPEC §2)', async () => {
    renderWithProviders(
      <>
        <AppRoutes audience="guest" />
        <LocationProbe />
        <GoTo to="/en/auth?from=mail" />
        <GoTo to="/en/auth/register" />
      </>,
      { path: '/en/auth' },
    );
    await screen.findByRole('heading', { level: 1 }, { timeout: 3000 });
    expect(window.scrollTo).not.toHaveBeenCalled();
    // Only the query changes: the same page, the same position.
    screen.getByRole('button', { name: '/en/auth?from=mail' }).click();
    await waitFor(() => expect(location()).toBe('/en/auth?from=mail'));
    expect(window.scrollTo).not.toHaveBeenCalled();
    screen.getByRole('button', { name: '/en/auth/register' }).click();
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledTimes(1));
  });
});
