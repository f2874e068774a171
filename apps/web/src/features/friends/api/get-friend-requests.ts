import { friendsRoutes, PAGINATION } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { bothDirections } from './both-directions';

/** Without `type`: incoming and outgoing, each with its count. */
export function useFriendRequests() {
  return useQuery({
    queryKey: [...queryKeys.friends, 'requests'],
    queryFn: ({ signal }) =>
      callApi(friendsRoutes.requests, { query: { limit: PAGINATION.maxLimit } }, { signal }).then(
        bothDirections,
      ),
  });
}
