import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from '../../features/layout/components/page-error-boundary';
import '../../features/layout/texts';
import { i18n } from '../../lib/i18n';
import { lazyPage } from '../router/lazy-page';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
});

describe('a cabinet page whose code cannot be fetched', () => {
  it('says the connection is lost inside the page area and opens by itself once it is back', async () => {
    let reachable = false;
    const load = vi.fn(async () => {
      if (!reachable) throw new TypeError('Failed to fetch dynamically imported module: /x.js');
      return { default: () => <h1>Vehicles</h1> };
    });
    const Page = lazyPage(load);
    render(
      <div>
        <nav>Main menu</nav>
        <PageErrorBoundary>
          <Suspense fallback={null}>
            <Page />
          </Suspense>
        </PageErrorBoundary>
      </div>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No connection');
    expect(alert.textContent).toContain('It will open by itself once the connection is back.');
    // The frame around it stays.
    expect(screen.getByText('Main menu')).toBeTruthy();

    // Still no server: nothing changes.
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByRole('alert')).toBeTruthy();
    const tries = load.mock.calls.length;

    // Back online: the server answers and the page loads again, this time with success.
    reachable = true;
    fetchMock.mockResolvedValue(new Response(null, { status: 200 }));
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { name: 'Vehicles' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load.mock.calls.length).toBeGreaterThan(tries);
  });
});
