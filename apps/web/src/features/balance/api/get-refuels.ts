import { refuelListReplySchema } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const REFUELS_KEY = ['refuels'] as const;

/** GET /api/user/refuels: the active codes and today's finished ones. */
export function useRefuels() {
  return useQuery({
    queryKey: REFUELS_KEY,
    queryFn: ({ signal }) => apiRequest('/user/refuels', { schema: refuelListReplySchema, signal }),
    staleTime: 0,
  });
}
