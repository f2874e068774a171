import { friendsRoutes, PAGINATION } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { bothDirections } from './both-directions';

/** Without `type`: pending asks for fuel, of the user and by them. */
export function useFuelRequests() {
  return useQuery({
    queryKey: [...queryKeys.friends, 'fuel-requests'],
    queryFn: ({ signal }) =>
      callApi(
        friendsRoutes.fuelRequests,
        { query: { limit: PAGINATION.maxLimit } },
        { signal },
      ).then(bothDirections),
  });
}
