import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../lib/session';
import { gate } from '../../test/gate';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { signInForTest } from '../../test/session';

// Main's code is held until the test lets it arrive, as a slow network would hold it.
const code = gate();
vi.mock('../routes/dashboard', async () => {
  await code.held;
  return { default: () => <h1>Main, drawn</h1> };
});

const { AppRoutes, preloadAddress } = await import('./routes');

describe('the first signed-in page of a visit', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ public_key: null })),
    );
    signInForTest({ user_full_name: 'Test' });
  });
  afterEach(() => {
    endSession('logout');
    vi.unstubAllGlobals();
  });

  it('shows the frame together with its page, not the frame with a loading mark first', async () => {
    const loaded = preloadAddress('/en/dashboard', 'individual');
    const { container } = renderWithProviders(<AppRoutes audience="individual" />, {
      path: '/en/dashboard',
    });
    // The frame's own code is in long before the page's; it must not be drawn alone meanwhile.
    await act(async () => {
      await import('../routes/cabinet');
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(container.querySelector('main')).toBeNull();

    await act(async () => {
      code.release();
      await loaded;
    });
    await waitFor(() => expect(container.querySelector('main')).not.toBeNull());
    const main = container.querySelector('main');
    expect(main?.querySelector('h1')?.textContent).toBe('Main, drawn');
    expect(main?.querySelector('svg.motion-safe\\:animate-spin')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Main, drawn' })).toBeTruthy();
  });
});
