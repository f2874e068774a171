import { friendRequestsBothSchema, PAGINATION } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/user/friend-requests without `type`: incoming and outgoing, each with its count. */
export function useFriendRequests() {
  return useQuery({
    queryKey: [...queryKeys.friends, 'requests'],
    queryFn: ({ signal }) =>
      apiRequest('/user/friend-requests', {
        query: { limit: PAGINATION.maxLimit },
        schema: friendRequestsBothSchema,
        signal,
      }),
  });
}
