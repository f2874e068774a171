import { useEffect, useState } from 'react';

/**
 * The current time in milliseconds, moved on every `ms` while the component is mounted. With
 * `until`, the clock stops once it passes that moment (a finished countdown needs no more ticks)
 * and starts again when `until` moves later.
 */
export function useNow(ms = 1000, until = Number.POSITIVE_INFINITY): number {
  const [now, setNow] = useState(() => Date.now());
  const stopped = now >= until;
  useEffect(() => {
    if (stopped) return;
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms, stopped]);
  return now;
}
