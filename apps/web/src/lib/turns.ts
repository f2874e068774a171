import { useEffect, useState } from 'react';

/**
 * Heavy parts of a page (forms with many fields) are drawn one per task when their data arrives
 * together, instead of all in the task of the reply: on a slow phone that one task blocked the
 * page for a few hundred milliseconds, each part alone for a few dozen (docs/benchmarks.md).
 */
const waiting: (() => void)[] = [];
let scheduled = false;

function nextTurn() {
  scheduled = false;
  waiting.shift()?.();
  if (waiting.length > 0) schedule();
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  setTimeout(nextTurn);
}

/**
 * True from the task after `ready` first became true, each caller in a task of its own, in the
 * order they became ready; then true for as long as `ready` is.
 */
export function useInTurn(ready: boolean): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (!ready || drawn) return;
    const draw = () => setDrawn(true);
    waiting.push(draw);
    schedule();
    return () => {
      // A part that went away (or stopped being ready) gives up its place in the line.
      const place = waiting.indexOf(draw);
      if (place >= 0) waiting.splice(place, 1);
    };
  }, [ready, drawn]);
  return ready && drawn;
}
