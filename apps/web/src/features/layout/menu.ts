import type { UserType } from '@fuel/contract';

/** Cabinet sections that appear in menus, in menu order (SPEC §2). */
export type SectionKey =
  | 'dashboard'
  | 'my-balance'
  | 'vehicles'
  | 'friends'
  | 'partners'
  | 'cards'
  | 'transactions'
  | 'messages'
  | 'stations';

/** The sidebar and /more: individuals have Friends; companies Partners and Cards. */
export function menuFor(userType: UserType): SectionKey[] {
  const connections: SectionKey[] = userType === 'company' ? ['partners', 'cards'] : ['friends'];
  return [
    'dashboard',
    'my-balance',
    'vehicles',
    ...connections,
    'transactions',
    'messages',
    'stations',
  ];
}

/** The mobile bottom bar: Main, My balance, My vehicles, Friends or Partners (then More). */
export function bottomBarFor(userType: UserType): SectionKey[] {
  return ['dashboard', 'my-balance', 'vehicles', userType === 'company' ? 'partners' : 'friends'];
}
