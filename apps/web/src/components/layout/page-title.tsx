/**
 * The page's title in the browser's tab and history. React puts a `<title>` rendered anywhere
 * into the document's head (taking over index.html's own), and a page drawn at build time gets
 * it in its head from the start (build/prerender.tsx).
 */
export function PageTitle({ children }: { children: string }) {
  return <title>{children}</title>;
}
