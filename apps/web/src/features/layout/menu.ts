import type { TeamPermission, TeamRole, UserType } from '@fuel/contract';
import { canAs } from '../../lib/session';

/** Cabinet sections that appear in menus, in menu order (SPEC §2). */
export type SectionKey =
  | 'dashboard'
  | 'my-balance'
  | 'vehicles'
  | 'friends'
  | 'partners'
  | 'cards'
  | 'transactions'
  | 'statements'
  | 'consumption'
  | 'messages'
  | 'stations'
  | 'team'
  | 'audit';

/**
 * What a role must be allowed to open each section (DESIGN §5.8); null for what everyone sees.
 * The cabinet's frame holds each page to the same rule, whatever link led there.
 */
export const SECTION_ACCESS: Record<SectionKey, TeamPermission | null> = {
  dashboard: 'account.view',
  'my-balance': 'account.view',
  vehicles: 'vehicles.view',
  friends: 'fuel.send',
  partners: 'fuel.send',
  cards: 'cards.view',
  transactions: 'account.view',
  // Monthly statements: office roles (not drivers), and anyone acting for themselves.
  statements: 'account.view',
  // The fleet's fills and consumption: office roles, and anyone acting for themselves.
  consumption: 'vehicles.view',
  messages: 'messages',
  stations: null,
  team: 'members.view',
  audit: 'audit.view',
};

const allowed = (role: TeamRole | null) => (key: SectionKey) => {
  const permission = SECTION_ACCESS[key];
  return permission === null || canAs(role, permission);
};

/**
 * The sidebar and /more: individuals have Friends; companies Partners, Cards, the team and its
 * audit log; someone acting for a company sees only what their role may open.
 */
export function menuFor(userType: UserType, role: TeamRole | null = null): SectionKey[] {
  const company = userType === 'company';
  const connections: SectionKey[] = company ? ['partners', 'cards'] : ['friends'];
  const all: SectionKey[] = [
    'dashboard',
    'my-balance',
    'vehicles',
    ...connections,
    'transactions',
    'statements',
    'consumption',
    'messages',
    'stations',
    ...(company ? (['team', 'audit'] as const) : []),
  ];
  return all.filter(allowed(role));
}

/**
 * The mobile bottom bar: Main, My balance, My vehicles, Friends or Partners (then More); a role
 * that may not open some of them gets its next sections instead.
 */
export function bottomBarFor(userType: UserType, role: TeamRole | null = null): SectionKey[] {
  const first: SectionKey[] = [
    'dashboard',
    'my-balance',
    'vehicles',
    userType === 'company' ? 'partners' : 'friends',
  ];
  const menu = menuFor(userType, role);
  const shown = first.filter((key) => menu.includes(key));
  for (const key of menu) if (shown.length < 4 && !shown.includes(key)) shown.push(key);
  return shown;
}
