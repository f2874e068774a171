import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type LiveEvent, useLiveEvents } from './live-events';

/**
 * The one tree of cache keys. Everything read for the signed-in user sits under `['user']`, so
 * a change reaches every screen that shows it by prefix, whether that screen is open or not, and
 * signing out drops it all. Screens add their own parts (language, page, filters) after these.
 */
export const queryKeys = {
  user: ['user'],
  me: ['user', 'me'],
  dashboard: ['user', 'dashboard'],
  balances: ['user', 'balances'],
  refuels: ['user', 'refuels'],
  vehicles: ['user', 'vehicles'],
  fills: ['user', 'fills'],
  friends: ['user', 'friends'],
  cards: ['user', 'cards'],
  cardExtras: ['user', 'card-extras'],
  notifications: ['user', 'notifications'],
  transactions: ['user', 'transactions'],
  receipts: ['user', 'receipts'],
  paymentSync: ['user', 'payment-sync'],
  push: ['user', 'push'],
  savedCards: ['user', 'saved-cards'],
  balanceRules: ['user', 'balance-rules'],
} as const satisfies Record<string, readonly ['user', ...string[]]>;

const k = queryKeys;
// A paid order may also have saved its card.
const fuelMoved = [
  k.balances,
  k.refuels,
  k.transactions,
  k.receipts,
  k.friends,
  k.cards,
  k.balanceRules,
  k.savedCards,
];

/**
 * What each live event makes stale. Every event type is listed (the compiler checks it), so a
 * new event cannot be forgotten here; a dropped stream (events lost) makes everything stale.
 */
const STALE_AFTER: Record<LiveEvent['type'], readonly QueryKey[]> = {
  'balance.changed': fuelMoved,
  'refuel.completed': [...fuelMoved, k.fills, k.vehicles],
  'refuel.expired': fuelMoved,
  'transfer.received': fuelMoved,
  'relation.changed': [k.friends],
  'fuel_request.changed': [k.friends],
  // Every step of a relation or a card order also arrives as a message, and so does a receipt
  // once the fiscal register has printed it.
  notification: [k.notifications, k.friends, k.cards, k.receipts],
  'card.changed': [k.cards],
  'card.refuel.completed': [k.cards, k.fills, k.vehicles],
  'card_order.changed': [k.cards],
  // An answer to an ask for extra fuel also changes what the card may still draw.
  'card_extra.changed': [k.cardExtras, k.cards],
  // A fill that looks wrong: the vehicle's figures and the exceptions list.
  'fill.flagged': [k.fills, k.vehicles],
  'stream.reconnected': [k.user],
};

/** The keys a live event makes stale. */
export function keysStaleAfter(event: LiveEvent): readonly QueryKey[] {
  return STALE_AFTER[event.type];
}

/**
 * Marks `keys` stale, and Main with them, as it shows a little of everything: open screens
 * reload at once, the others when next shown.
 */
export async function invalidateUserData(
  client: QueryClient,
  ...keys: readonly QueryKey[]
): Promise<void> {
  const all = keys.length ? [...keys, k.dashboard] : [];
  await Promise.all(all.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/** Keeps the whole cache in step with the live stream; the signed-in frame calls it once. */
export function useLiveInvalidation(): void {
  const client = useQueryClient();
  useLiveEvents((event) => void invalidateUserData(client, ...keysStaleAfter(event)));
}
