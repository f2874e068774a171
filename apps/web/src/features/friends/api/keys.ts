/** Every query of this feature starts with this key, so one invalidation reloads them all. */
export const FRIENDS_KEY = ['friends'] as const;
