import { isLanguage, type Language } from '@fuel/contract';
import { matchPath } from 'react-router';
import type { PagePath } from '../../lib/i18n/page-path';
import type { SessionEnd } from '../../lib/session';
import { type Audience, homePath } from './redirects';
import { ROUTE_SETS } from './route-sets';

/**
 * The sign-in page's history entry carries the page to come back to, not its address: the
 * address stays the plain /{lang}/auth of SPEC §2, and a reload or a language switch keeps it.
 */
export interface ReturnState {
  next: string;
}

/** Where the sign-in page leads and what its history entry remembers. */
export interface SignInTarget {
  to: string;
  state?: ReturnState;
}

/** Not worth coming back to: where sign-in leads anyway, the phone menu, a guest's page. */
const NOT_RETURNED_TO = new Set<PagePath>(['dashboard', 'more', 'privacy-policy']);

/** A cabinet page this audience has. */
function isCabinetPage(pathname: string, audience: Exclude<Audience, 'guest'>): boolean {
  return ROUTE_SETS[audience].some(
    (page) =>
      !NOT_RETURNED_TO.has(page) &&
      !page.startsWith('auth/') &&
      matchPath(`/:lang/${page}`, pathname) !== null,
  );
}

const isCabinetPageOfAnyone = (pathname: string) =>
  isCabinetPage(pathname, 'individual') || isCabinetPage(pathname, 'company');

/**
 * Whether the sign-in page should bring the user back to where they were: yes when the session
 * ended by itself (expired, revoked); not after a sign-out, in this tab or another ('elsewhere'),
 * since the next sign-in, maybe someone else's, starts anew.
 */
export function keepsPlace(ended: SessionEnd | null): boolean {
  return ended !== 'logout' && ended !== 'elsewhere';
}

/**
 * The sign-in page for someone who was on `here` (path and query) when they had to sign in: it
 * remembers a cabinet page to come back to; any other page is not worth returning to.
 */
export function signInTarget(language: Language, here: string): SignInTarget {
  const to = homePath(language, 'guest');
  if (!here) return { to };
  const { pathname } = new URL(here, window.location.origin);
  return isCabinetPageOfAnyone(pathname) ? { to, state: { next: here } } : { to };
}

/** The page a history entry's state remembers, if it holds one. */
function rememberedPage(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('next' in state)) return undefined;
  return typeof state.next === 'string' ? state.next : undefined;
}

/**
 * Where a user who just signed in goes: the remembered page if it is one of this app's own
 * cabinet pages for this audience (never another site: `//evil.example`, `https://…` and `/\…`
 * all fall back), in the language chosen on the sign-in page; otherwise the dashboard.
 */
export function afterSignInPath(
  state: unknown,
  language: Language,
  audience: Exclude<Audience, 'guest'>,
): string {
  const home = homePath(language, audience);
  const wanted = rememberedPage(state);
  if (!wanted?.startsWith('/') || wanted.startsWith('//') || wanted.includes('\\')) return home;
  const url = new URL(wanted, window.location.origin);
  if (url.origin !== window.location.origin || !isCabinetPage(url.pathname, audience)) return home;
  const [, first, ...rest] = url.pathname.split('/');
  if (!isLanguage(first)) return home;
  return `/${[language, ...rest].join('/')}${url.search}`;
}
