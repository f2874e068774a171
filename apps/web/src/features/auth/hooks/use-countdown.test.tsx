import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-11-23T08:00:00.000Z') });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useCountdown', () => {
  it('counts down to zero and then stops ticking', () => {
    const { result } = renderHook(() => useCountdown(3));
    expect(result.current[0]).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current[0]).toBe(2);
    for (let i = 0; i < 5; i++) act(() => vi.advanceTimersByTime(1000));
    expect(result.current[0]).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts again from the full time on restart, long after it ended', () => {
    const { result } = renderHook(() => useCountdown(2));
    for (let i = 0; i < 2; i++) act(() => vi.advanceTimersByTime(1000));
    expect(result.current[0]).toBe(0);
    // Much later: the clock stopped at the end, so it holds an old moment.
    vi.setSystemTime(Date.now() + 600_000);
    act(() => result.current[1](60));
    expect(result.current[0]).toBe(60);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current[0]).toBe(59);
  });
});
