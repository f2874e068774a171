/** Every query of the Cards screens starts with this key, so one invalidation reloads them all. */
export const CARDS_KEY = ['cards'] as const;
