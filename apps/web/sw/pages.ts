/**
 * Which page the worker answers with when the network does not: shared with the build
 * (build/service-worker.ts writes these files) and unit-tested.
 */

/** An empty page of the app in one language: the app then draws whatever address was asked. */
export const shellPage = (language: string) => `/shell/${language}.html`;

/** "No connection" in one language, for addresses the app does not draw (the bank's page). */
export const offlinePage = (language: string) => `/offline/${language}.html`;

/** The app's own addresses: `/` and everything under a language (`/am/...`). */
export function isAppPage(url: URL, languages: readonly string[]): boolean {
  const first = url.pathname.split('/')[1] ?? '';
  return url.pathname === '/' || languages.includes(first);
}

/**
 * The language of the page asked for: its first segment, else the `language` the bank's pages
 * carry, else the browser's first known language, else the first (the default, Armenian).
 */
export function pageLanguage(
  url: URL,
  languages: readonly string[],
  preferred: readonly string[],
): string {
  const first = url.pathname.split('/')[1] ?? '';
  if (languages.includes(first)) return first;
  const asked = url.searchParams.get('language') ?? '';
  if (languages.includes(asked)) return asked;
  const browser = preferred
    .map((tag) => tag.slice(0, 2).toLowerCase())
    .map((code) => (code === 'hy' ? 'am' : code))
    .find((code) => languages.includes(code));
  return browser ?? languages[0] ?? 'am';
}
