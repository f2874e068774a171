import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publishLiveEvent } from '../../../lib/live-events';
import { useRefuelEvents } from './use-refuel-events';

describe('useRefuelEvents', () => {
  it('says the latest news: a code that expires after a completed refuel is not hidden by it', () => {
    const { result } = renderHook(() => useRefuelEvents());
    act(() =>
      publishLiveEvent({
        type: 'refuel.completed',
        data: { refuel_id: 'r1', dispensed: 1.5, released: 0.5 },
      }),
    );
    expect(result.current.completed?.refuelId).toBe('r1');
    act(() => publishLiveEvent({ type: 'refuel.expired', data: { refuel_id: 'r2' } }));
    expect(result.current).toMatchObject({ completed: null, expired: true });
    // A replayed event is older than the page: it changes nothing.
    act(() =>
      publishLiveEvent(
        {
          type: 'refuel.completed',
          data: { refuel_id: 'r0', dispensed: 1, released: 0 },
        },
        { replayed: true },
      ),
    );
    expect(result.current).toMatchObject({ completed: null, expired: true });
  });
});
