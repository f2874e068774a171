import { teamRoutes } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { teamKeys } from './keys';

/** How many open invitations the page lists (a list's largest page). */
const LIMIT = 100;

/** GET /api/user/team/invites: the invitations still waiting for an answer. */
export function useInvites() {
  return useQuery({
    queryKey: teamKeys.invites,
    queryFn: ({ signal }) =>
      callApi(teamRoutes.invites, { query: { offset: 1, limit: LIMIT } }, { signal }),
  });
}
