import { refuelListReplySchema } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/user/refuels: the active codes and today's finished ones. */
export function useRefuels() {
  return useQuery({
    queryKey: queryKeys.refuels,
    queryFn: ({ signal }) => apiRequest('/user/refuels', { schema: refuelListReplySchema, signal }),
    staleTime: 0,
  });
}
