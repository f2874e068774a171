import { fuelRequestApproveReplySchema } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateUserData, queryKeys } from '../../../lib/query-keys';

/** PUT /api/user/fuel-requests/approve sends the fuel asked for, with an Idempotency-Key. */
export function useApproveFuelRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, key }: { id: string; key: string }) =>
      apiRequest('/user/fuel-requests/approve', {
        method: 'PUT',
        body: { fuel_request_id: id },
        headers: { 'Idempotency-Key': key },
        schema: fuelRequestApproveReplySchema,
      }),
    onSuccess: () => {
      void invalidateUserData(queryClient, queryKeys.balances, queryKeys.friends);
    },
  });
}
