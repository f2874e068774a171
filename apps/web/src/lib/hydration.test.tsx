import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useHydrated } from './hydration';

function Known() {
  return <p>{useHydrated() ? 'from this browser' : 'as drawn'}</p>;
}

describe('useHydrated', () => {
  it('draws as at build while React takes the page over, then what the browser knows, with no mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Known />);
    expect(container.textContent).toBe('as drawn');
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Known />, { onRecoverableError });
    });
    expect(container.textContent).toBe('from this browser');
    expect(onRecoverableError).not.toHaveBeenCalled();
  });
});
