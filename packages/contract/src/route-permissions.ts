import type { API_ROUTES } from './routes';
import type { TeamPermission } from './team-roles';

/**
 * What each call of the route table needs from a company member (DESIGN §5.8). The compiler
 * demands an entry for every route, so a new call cannot forget it.
 * - a permission of `TEAM_PERMISSIONS`: someone acting for a company must hold a role that has it
 *   (the company's own login is its owner); people acting for themselves are not concerned;
 * - `person`: signed in, and about the person, whoever they act for (their accounts, switching);
 * - `public`: no sign-in (or the pumps' own key).
 */
export type RouteAccess = TeamPermission | 'person' | 'public';

export const ROUTE_ACCESS = {
  auth: {
    login: 'public',
    resendLogin: 'public',
    verify2fa: 'public',
    refresh: 'public',
    logout: 'public',
  },
  balanceRules: { list: 'fuel.buy', save: 'fuel.buy', remove: 'fuel.buy' },
  cards: {
    orders: 'cards.view',
    getOrder: 'cards.view',
    order: 'cards.manage',
    cancelOrder: 'cards.manage',
    list: 'cards.view',
    get: 'cards.view',
    add: 'cards.manage',
    update: 'cards.manage',
    block: 'cards.manage',
    unblock: 'cards.manage',
    load: 'cards.manage',
    unload: 'cards.manage',
    remove: 'cards.manage',
    transactions: 'cards.view',
  },
  cardGroups: {
    list: 'cards.view',
    create: 'members.manage',
    rename: 'members.manage',
    remove: 'members.manage',
  },
  cardCodes: { list: 'cards.view', draw: 'cards.code', cancel: 'cards.code' },
  cardExtras: {
    list: 'cards.view',
    ask: 'cards.ask',
    approve: 'cards.approve',
    refuse: 'cards.approve',
    withdraw: 'cards.ask',
  },
  dashboard: { get: 'account.view' },
  events: { stream: 'account.any' },
  fleet: {
    fills: 'vehicles.view',
    getFill: 'fills.view',
    editFill: 'fills.edit',
    consumption: 'vehicles.view',
    exceptions: 'vehicles.view',
    settings: 'vehicles.view',
    saveSettings: 'vehicles.manage',
  },
  friends: {
    connections: 'fuel.send',
    sendRequest: 'fuel.send',
    requests: 'fuel.send',
    accept: 'fuel.send',
    reject: 'fuel.send',
    cancel: 'fuel.send',
    remove: 'fuel.send',
    transfer: 'fuel.send',
    fuelRequests: 'fuel.send',
    askForFuel: 'fuel.send',
    approveAsk: 'fuel.send',
    declineAsk: 'fuel.send',
    withdrawAsk: 'fuel.send',
  },
  ledger: { balances: 'account.view' },
  notifications: { list: 'messages', markRead: 'messages', remove: 'messages' },
  payments: {
    register: 'fuel.buy',
    payWithSavedCard: 'fuel.buy',
    savedCards: 'fuel.buy',
    removeSavedCard: 'fuel.buy',
    sync: 'fuel.buy',
    callback: 'public',
  },
  registration: {
    register: 'public',
    resendRegister: 'public',
    confirmEmail: 'public',
    passwordReset: 'public',
    passwordResetConfirm: 'public',
    passwordResetCheck: 'public',
  },
  products: { list: 'public' },
  profile: {
    changeDetails: 'company.edit',
    changePassword: 'account.close',
    changeEmail: 'account.close',
    newsletter: 'company.edit',
    receiptEmails: 'company.edit',
    deleteAccount: 'account.close',
  },
  pumpTerminal: {
    lookupCode: 'public',
    completeCode: 'public',
    cancelCode: 'public',
    authorizeCard: 'public',
    completeCard: 'public',
    cancelCard: 'public',
  },
  receipts: { list: 'account.view', get: 'account.view', pdf: 'account.view' },
  refuels: { create: 'refuel.code', list: 'refuel.code', cancel: 'refuel.code' },
  statements: {
    get: 'account.view',
    csv: 'account.view',
    pdf: 'account.view',
    xlsx: 'account.view',
  },
  stations: { list: 'public' },
  map: { config: 'public', basemap: 'public' },
  team: {
    members: 'members.view',
    changeRole: 'members.manage',
    removeMember: 'members.manage',
    invites: 'members.view',
    invite: 'members.manage',
    revokeInvite: 'members.manage',
    viewInvite: 'public',
    acceptInvite: 'person',
    accounts: 'person',
    actAs: 'person',
    audit: 'audit.view',
    auditExport: 'audit.view',
  },
  transactions: {
    types: 'account.any',
    statuses: 'account.any',
    list: 'account.view',
    export: 'account.view',
    one: 'account.view',
  },
  uploads: {
    media: 'public',
    files: 'company.edit',
    images: 'company.edit',
    download: 'account.view',
    changePicture: 'company.edit',
  },
  users: {
    me: 'account.any',
    subscribePush: 'account.any',
    unsubscribePush: 'account.any',
    pushConfig: 'public',
  },
  vehicles: {
    list: 'vehicles.view',
    get: 'vehicles.view',
    create: 'vehicles.manage',
    update: 'vehicles.manage',
    remove: 'vehicles.manage',
  },
} as const satisfies {
  [M in keyof typeof API_ROUTES]: { [R in keyof (typeof API_ROUTES)[M]]: RouteAccess };
};
