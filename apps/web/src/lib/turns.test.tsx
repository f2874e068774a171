import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInTurn } from './turns';

function Part({ name, ready }: { name: string; ready: boolean }) {
  return <p>{useInTurn(ready) ? `${name} drawn` : `${name} waiting`}</p>;
}

/**
 * Runs the one task that is due next, and draws what it changed. Timers are the test's own: an
 * awaited act() would also run the tasks its last one queues before it returns.
 */
const nextTask = async () => {
  act(() => {
    vi.runOnlyPendingTimers();
  });
};
const drawn = () => screen.queryAllByText(/drawn$/).map((p) => p.textContent);

describe('useInTurn', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('draws parts that became ready together one task after another, in order', async () => {
    const { rerender } = render(
      <>
        <Part name="a" ready={false} />
        <Part name="b" ready={false} />
        <Part name="c" ready={false} />
      </>,
    );
    await nextTask();
    expect(drawn()).toEqual([]);
    rerender(
      <>
        <Part name="a" ready />
        <Part name="b" ready />
        <Part name="c" ready={false} />
      </>,
    );
    expect(drawn()).toEqual([]);
    await nextTask();
    expect(drawn()).toEqual(['a drawn']);
    await nextTask();
    expect(drawn()).toEqual(['a drawn', 'b drawn']);
    await nextTask();
    expect(drawn()).toEqual(['a drawn', 'b drawn']);
  });

  it('stops drawing a part once it is no longer ready, and skips one that is gone', async () => {
    const { rerender } = render(
      <>
        <Part name="a" ready />
        <Part name="b" ready />
      </>,
    );
    rerender(<Part name="b" ready />);
    // The parts drawn before were unmounted before their turn: their places are not waited for.
    await nextTask();
    expect(drawn()).toEqual(['b drawn']);
    rerender(<Part name="b" ready={false} />);
    expect(drawn()).toEqual([]);
  });
});
