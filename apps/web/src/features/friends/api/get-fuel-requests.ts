import { fuelRequestsBothSchema, PAGINATION } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/user/fuel-requests without `type`: pending asks for fuel, of the user and by them. */
export function useFuelRequests() {
  return useQuery({
    queryKey: [...queryKeys.friends, 'fuel-requests'],
    queryFn: ({ signal }) =>
      apiRequest('/user/fuel-requests', {
        query: { limit: PAGINATION.maxLimit },
        schema: fuelRequestsBothSchema,
        signal,
      }),
  });
}
