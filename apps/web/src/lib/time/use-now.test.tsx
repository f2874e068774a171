import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now';

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-11-23T08:00:00.000Z') });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useNow', () => {
  it('moves on every step while mounted', () => {
    const start = Date.now();
    const { result } = renderHook(() => useNow(60_000));
    expect(result.current).toBe(start);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toBe(start + 60_000);
  });

  it('stops once it passes `until`, and starts again when `until` moves later', () => {
    const start = Date.now();
    const { result, rerender } = renderHook(({ until }) => useNow(1000, until), {
      initialProps: { until: start + 2000 },
    });
    // Tick by tick, as a browser renders between ticks.
    for (let i = 0; i < 5; i++) act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(start + 2000);
    expect(vi.getTimerCount()).toBe(0);

    rerender({ until: start + 10_000 });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(start + 6000);
  });
});
