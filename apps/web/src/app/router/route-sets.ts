import { matchPath } from 'react-router';
import type { PagePath } from '../../lib/i18n/page-path';
import type { Audience } from './redirects';

const CABINET: readonly PagePath[] = [
  'dashboard',
  'my-balance',
  'vehicles',
  'vehicles/:id',
  'transactions',
  'transactions/:id',
  'statements',
  'receipts/:id',
  'consumption',
  'consumption/exceptions',
  'messages',
  'stations',
  'profile',
  'privacy-policy',
  'more',
  // A link to confirm a new e-mail address is opened by someone who is signed in.
  'auth/confirm-email/:id/:token',
  // A company's invitation, opened signed in or not.
  'team-invite/:id/:token',
];

/** The table of SPEC §2: which pages exist for whom. Anything else is an unknown path. */
export const ROUTE_SETS: Record<Audience, readonly PagePath[]> = {
  individual: [...CABINET, 'friends'],
  company: [...CABINET, 'partners', 'cards', 'cards/:id', 'team', 'audit'],
  guest: [
    'auth',
    'auth/register',
    'auth/forgot-password',
    'auth/reset-password/:id/:token',
    'auth/confirm-email/:id/:token',
    'team-invite/:id/:token',
    'privacy-policy',
  ],
};

/** Pages drawn without the cabinet's sidebar, header and bottom bar (SPEC §2). */
const FULL_SCREEN: ReadonlySet<PagePath> = new Set([
  'privacy-policy',
  'more',
  'auth/confirm-email/:id/:token',
  'team-invite/:id/:token',
]);

/** Whether a page of the audience's set is drawn inside the cabinet's frame (header, menus). */
export function inCabinetFrame(path: PagePath, audience: Audience): boolean {
  return audience !== 'guest' && !FULL_SCREEN.has(path);
}

/** The session decides the route set: individual, company, otherwise the guest set. */
export function audienceOf(session: { isAuth: boolean; userType: string | null }): Audience {
  if (!session.isAuth) return 'guest';
  return session.userType === 'company' || session.userType === 'individual'
    ? session.userType
    : 'guest';
}

/** The page of the audience's set that `pathname` (with its language prefix) shows, if any. */
export function pageAt(pathname: string, audience: Audience): PagePath | null {
  return ROUTE_SETS[audience].find((path) => matchPath(`/:lang/${path}`, pathname)) ?? null;
}
