/**
 * Company teams (DESIGN §5.8): the roles a person can hold in a company and what each may do.
 * This table is the one source: the API refuses a call whose permission the acting role lacks
 * (route-permissions.ts names each call's permission), and the web shows only what is allowed.
 * Kept apart from the route tables so the browser loads it without them.
 */
export const TEAM_ROLES = [
  'owner',
  'administrator',
  'fleet_manager',
  'accountant',
  'driver',
] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** Roles an owner or administrator may give; the company's own login is its owner. */
export const INVITABLE_ROLES = TEAM_ROLES;

const everyone = TEAM_ROLES;
const office = ['owner', 'administrator', 'fleet_manager', 'accountant'] as const;
const managers = ['owner', 'administrator', 'fleet_manager'] as const;
const admins = ['owner', 'administrator'] as const;

export const TEAM_PERMISSIONS = {
  /** Who the session is, live events, push subscriptions. */
  'account.any': everyone,
  /** Dashboard, balances, history and its CSV. */
  'account.view': office,
  messages: office,
  /** Drivers see the vehicle of their own card on the card. */
  'vehicles.view': office,
  'vehicles.manage': managers,
  /** One fill: drivers, those of their own cards. */
  'fills.view': everyone,
  /** The odometer and full tank of a fill, said afterwards. */
  'fills.edit': ['owner', 'administrator', 'fleet_manager', 'driver'],
  /** Drivers: only the cards assigned to them. Fleet managers: every card. */
  'cards.view': everyone,
  /** A refuel code drawn on a card, within its limits: drivers on their own cards. */
  'cards.code': ['owner', 'administrator', 'fleet_manager', 'driver'],
  /** Asking for a one-off extra quantity over a card's limits. */
  'cards.ask': ['driver'],
  /** Answering those asks. */
  'cards.approve': managers,
  /** Card settings, limits, PIN, block, load and unload, add, remove and order. */
  'cards.manage': managers,
  /** Paying by bank card, saved bank cards, automatic top-ups. */
  'fuel.buy': ['owner', 'administrator', 'accountant'],
  /** Partners, sending fuel and answering partners' asks. */
  'fuel.send': admins,
  /** A refuel code drawn on the company's own balance. */
  'refuel.code': managers,
  /** The company's name, legal details, picture and newsletter. */
  'company.edit': admins,
  /** The company login's own e-mail and password, and closing the account. */
  'account.close': ['owner'],
  /** Fleet managers read the team to give cards to drivers. */
  'members.view': ['owner', 'administrator', 'fleet_manager', 'accountant'],
  'members.manage': admins,
  'audit.view': ['owner', 'administrator', 'accountant'],
} as const satisfies Record<string, readonly TeamRole[]>;
export type TeamPermission = keyof typeof TEAM_PERMISSIONS;

/** Whether `role` may do what `permission` covers. */
export function roleCan(role: TeamRole, permission: TeamPermission): boolean {
  return (TEAM_PERMISSIONS[permission] as readonly TeamRole[]).includes(role);
}

/** Only an owner may give, change or take away the owner role. */
export function mayManageRole(actor: TeamRole, target: TeamRole): boolean {
  if (!roleCan(actor, 'members.manage')) return false;
  return target !== 'owner' || actor === 'owner';
}

/** How long an invitation link stays usable (days). */
export const TEAM_INVITE_DAYS = 7;
