import { friendsRoutes, type TransferBody } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateUserData, queryKeys } from '../../../lib/query-keys';

/** Sending fuel with an Idempotency-Key: a retried send moves the fuel once. */
export function useTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: TransferBody; key: string }) =>
      callApi(friendsRoutes.transfer, { body }, { headers: { 'Idempotency-Key': key } }),
    onSuccess: () => {
      void invalidateUserData(queryClient, queryKeys.balances, queryKeys.friends);
    },
  });
}
