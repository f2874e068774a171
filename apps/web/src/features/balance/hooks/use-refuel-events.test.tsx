import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publishLiveEvent } from '../../../lib/live-events';
import { useRefuelEvents } from './use-refuel-events';

const completed = {
  type: 'refuel.completed',
  data: { refuel_id: 'r1', dispensed: 12.5, released: 7.5 },
} as const;

describe('useRefuelEvents', () => {
  it('keeps a refuel completed while the page is open, not one sent again as the stream opens', () => {
    const { result } = renderHook(() => useRefuelEvents());
    act(() => publishLiveEvent(completed, { replayed: true }));
    expect(result.current.completed).toBeNull();
    act(() => publishLiveEvent(completed));
    expect(result.current.completed).toEqual({ refuelId: 'r1', dispensed: 12.5, released: 7.5 });
  });
});
