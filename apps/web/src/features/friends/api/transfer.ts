import { type TransferBody, transferReplySchema } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateUserData, queryKeys } from '../../../lib/query-keys';

/** POST /api/user/transfer with an Idempotency-Key: a retried send moves the fuel once. */
export function useTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: TransferBody; key: string }) =>
      apiRequest('/user/transfer', {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
        schema: transferReplySchema,
      }),
    onSuccess: () => {
      void invalidateUserData(queryClient, queryKeys.balances, queryKeys.friends);
    },
  });
}
