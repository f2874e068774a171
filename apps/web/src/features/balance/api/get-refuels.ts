import { refuelsRoutes } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The active codes and today's finished ones. */
export function useRefuels() {
  return useQuery({
    queryKey: queryKeys.refuels,
    queryFn: ({ signal }) => callApi(refuelsRoutes.list, undefined, { signal }),
    staleTime: 0,
  });
}
