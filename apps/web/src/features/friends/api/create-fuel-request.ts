import { type FuelRequestBody, fuelRequestCreateReplySchema } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateUserData, queryKeys } from '../../../lib/query-keys';

/** POST /api/user/fuel-requests: ask a friend or partner for fuel; open for 7 days. */
export function useCreateFuelRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FuelRequestBody) =>
      apiRequest('/user/fuel-requests', {
        method: 'POST',
        body,
        schema: fuelRequestCreateReplySchema,
      }),
    onSuccess: () => invalidateUserData(queryClient, queryKeys.friends),
  });
}
