import { useCallback, useSyncExternalStore } from 'react';

/** The stylesheet's breakpoints (Tailwind's `md`, `lg` and `xl`) as media queries. */
export const SCREEN = {
  md: '(min-width: 48rem)',
  lg: '(min-width: 64rem)',
  xl: '(min-width: 80rem)',
} as const;

/**
 * Whether a media query matches, kept current as the window is resized or a phone turned; null
 * where it cannot be known (no `matchMedia`, or drawing at build time), so a caller then draws
 * every variant and leaves the choice to the stylesheet. For parts drawn in two forms of which
 * CSS hides one: drawing only the one shown halves their cost on a slow phone.
 */
export function useMediaQuery(query: string): boolean | null {
  // One subscription per query, not one per render.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : null),
    () => null,
  );
}
