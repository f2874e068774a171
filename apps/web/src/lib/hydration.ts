import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React takes over a page drawn at build (and while drawing it), true otherwise. A
 * part that shows what only this browser knows (a copy kept in local storage) draws the page as
 * it was drawn first, then what it knows: otherwise the takeover finds other HTML than it would
 * draw, and React throws the drawn page away and draws it anew.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
