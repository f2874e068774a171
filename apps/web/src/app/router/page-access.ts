import type { TeamPermission, TeamRole } from '@fuel/contract';
import { SECTION_ACCESS, type SectionKey } from '../../features/layout/menu';
import type { PagePath } from '../../lib/i18n/page-path';
import { canAs } from '../../lib/session';

/**
 * What a role must be allowed to open each cabinet page (DESIGN §5.8): the menus' sections and
 * the pages under them. Pages left out (Settings, stations, the menu, invitations) are everyone's.
 * The server decides; this only keeps a role from pages whose every call it would refuse.
 */
const PAGE_ACCESS: Partial<Record<PagePath, TeamPermission | null>> = {
  ...SECTION_ACCESS,
  'cards/:id': 'cards.view',
  'transactions/:id': 'account.view',
  'receipts/:id': 'account.view',
  'vehicles/:id': 'vehicles.view',
  'consumption/exceptions': 'vehicles.view',
};

/** Pages under a section that are not one of its records. */
const SUBPAGES: ReadonlySet<string> = new Set(['consumption/exceptions']);

/**
 * The pattern of the cabinet page at `pathname` (`/am/cards/7f0c…` → `cards/:id`). Worked out
 * here rather than with route-sets' matcher: the frame importing a module of the router's put
 * the router and i18n in a file of their own, a file more on every page's first load.
 */
export function pageOf(pathname: string): string {
  const [, , section = '', id] = pathname.split('/');
  if (!id) return section;
  return SUBPAGES.has(`${section}/${id}`) ? `${section}/${id}` : `${section}/:id`;
}

/** Whether `role` may open the page at `pathname`. */
export function mayOpen(pathname: string, role: TeamRole | null): boolean {
  const permission = PAGE_ACCESS[pageOf(pathname) as PagePath];
  return !permission || canAs(role, permission);
}

/** Where a role starts: Main, or for one without it (a driver) the cards, else the stations. */
export function landingPage(role: TeamRole | null): SectionKey {
  const first = (['dashboard', 'cards'] as const).find((page) => mayOpen(`//${page}`, role));
  return first ?? 'stations';
}
