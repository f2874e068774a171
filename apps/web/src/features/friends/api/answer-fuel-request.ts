import { messageReplySchema } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateUserData, queryKeys } from '../../../lib/query-keys';

/** DELETE decline (the one asked) or withdraw (the asker); neither moves fuel. */
export function useFuelRequestAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: 'decline' | 'withdraw'; id: string }) =>
      apiRequest(`/user/fuel-requests/${kind}`, {
        method: 'DELETE',
        body: { fuel_request_id: id },
        schema: messageReplySchema,
      }),
    onSuccess: () => invalidateUserData(queryClient, queryKeys.friends),
  });
}
