import { useCallback, useState } from 'react';
import { secondsLeft, useNow } from '../../../lib/time';

/**
 * Seconds left until a deadline, ticking once a second. Counted from a wall-clock deadline, so a
 * tab that slept in the background still shows the right number when it wakes.
 */
export function useCountdown(seconds: number) {
  const [timer, setTimer] = useState(() => ({ seconds, deadline: Date.now() + seconds * 1000 }));
  const now = useNow(1000, timer.deadline);
  // Right after a restart the clock still holds its last tick: never show more than was asked.
  const left = Math.min(timer.seconds, secondsLeft(timer.deadline, now));
  const restart = useCallback((next: number) => {
    setTimer({ seconds: next, deadline: Date.now() + next * 1000 });
  }, []);
  return [left, restart] as const;
}
