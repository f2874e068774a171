import { useEffect, useRef, useState } from 'react';

/**
 * Moves focus to `ref` when asked, once the render that asked has run its effects: a dialog
 * closing in that render hands focus back to its opener first. For a removal, whose opener (the
 * row's button) is about to leave the page and would drop focus to the top of it.
 */
export function useFocusAfterwards<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked > 0) ref.current?.focus();
  }, [asked]);
  return { ref, focus: () => setAsked((n) => n + 1) };
}
