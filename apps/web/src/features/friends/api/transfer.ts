import { type TransferBody, transferReplySchema } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { BALANCES_KEY } from './get-balances';
import { FRIENDS_KEY } from './keys';

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
      void queryClient.invalidateQueries({ queryKey: BALANCES_KEY });
      void queryClient.invalidateQueries({ queryKey: FRIENDS_KEY });
    },
  });
}
