import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCREEN, useMediaQuery } from './media';

function Width() {
  const wide = useMediaQuery(SCREEN.lg);
  return <p>{wide === null ? 'unknown' : wide ? 'wide' : 'narrow'}</p>;
}

/** A browser whose one media query list can be told that the window changed. */
function stubScreen(initially: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initially,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => list),
  );
  return {
    listeners,
    resize(wide: boolean) {
      list.matches = wide;
      for (const listener of listeners) listener();
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('useMediaQuery', () => {
  it('follows the window across the breakpoint without piling up listeners', async () => {
    const browser = stubScreen(false);
    render(<Width />);
    expect(screen.getByText('narrow')).toBeTruthy();
    await act(async () => browser.resize(true));
    expect(screen.getByText('wide')).toBeTruthy();
    await act(async () => browser.resize(false));
    expect(screen.getByText('narrow')).toBeTruthy();
    expect(browser.listeners.size).toBe(1);
  });

  it('says it cannot tell where the browser has no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    render(<Width />);
    expect(screen.getByText('unknown')).toBeTruthy();
  });
});
