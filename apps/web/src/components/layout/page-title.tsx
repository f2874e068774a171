import { useLayoutEffect } from 'react';

/**
 * The page's title in the browser's tab and history. Preact, unlike React 19, leaves a `<title>`
 * where it is rendered, and a browser names the tab after the first one, index.html's; so the
 * document's title is set here. The element stays for a page drawn at build time, whose head
 * takes its text from it (build/prerender.tsx).
 */
export function PageTitle({ children }: { children: string }) {
  useLayoutEffect(() => {
    document.title = children;
  }, [children]);
  return <title>{children}</title>;
}
