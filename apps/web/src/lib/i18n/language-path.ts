import { isLanguage, type Language } from '@fuel/contract';

interface PathParts {
  pathname: string;
  search?: string;
  hash?: string;
}

/**
 * The same page in another language: the first path segment is replaced (or added when the path
 * has none), and the query string and hash are kept, so filters and anchors survive a switch.
 */
export function withLanguage(
  { pathname, search = '', hash = '' }: PathParts,
  to: Language,
): string {
  const segments = pathname.split('/').filter(Boolean);
  if (isLanguage(segments[0])) segments[0] = to;
  else segments.unshift(to);
  return `/${segments.join('/')}${search}${hash}`;
}
