import { friendsRoutes } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateUserData, queryKeys } from '../../../lib/query-keys';

/** Approving an ask sends the fuel asked for, with an Idempotency-Key. */
export function useApproveFuelRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, key }: { id: string; key: string }) =>
      callApi(
        friendsRoutes.approveAsk,
        { body: { fuel_request_id: id } },
        { headers: { 'Idempotency-Key': key } },
      ),
    onSuccess: () => {
      void invalidateUserData(queryClient, queryKeys.balances, queryKeys.friends);
    },
  });
}
