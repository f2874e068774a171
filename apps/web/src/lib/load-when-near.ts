import { useEffect, useRef, useState } from 'react';

/**
 * Loads a part of a page (its code) once the place it fills comes near the screen: a panel far
 * below the first screen costs the page's first download nothing. Where the browser cannot tell
 * (no IntersectionObserver), it loads at once. A failed load can be tried again.
 */
export function useLoadWhenNear<T>(load: () => Promise<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<{ module: T } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const place = ref.current;
    if (loaded || failed || !place) return;
    let live = true;
    const start = () =>
      load().then(
        (module) => live && setLoaded({ module }),
        () => live && setFailed(true),
      );
    if (typeof IntersectionObserver === 'undefined') {
      void start();
      return () => {
        live = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void start();
      },
      { rootMargin: '200px' },
    );
    observer.observe(place);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [load, loaded, failed]);
  return { ref, module: loaded?.module, failed, retry: () => setFailed(false) };
}
