import { refuelsRoutes } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The active codes and today's finished ones; not asked for a role without refuel codes. */
export function useRefuels(enabled = true) {
  return useQuery({
    queryKey: queryKeys.refuels,
    queryFn: ({ signal }) => callApi(refuelsRoutes.list, undefined, { signal }),
    staleTime: 0,
    enabled,
  });
}
