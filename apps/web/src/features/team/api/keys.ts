import { queryKeys } from '../../../lib/query-keys';

/** The team's cache keys, under the signed-in user's tree (dropped on sign-out and on a switch). */
export const teamKeys = {
  accounts: [...queryKeys.user, 'accounts'],
  members: [...queryKeys.user, 'team', 'members'],
  invites: [...queryKeys.user, 'team', 'invites'],
  audit: [...queryKeys.user, 'team', 'audit'],
} as const;
