import { friendsRoutes } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateUserData, queryKeys } from '../../../lib/query-keys';

/** Decline (the one asked) or withdraw (the asker); neither moves fuel. */
export function useFuelRequestAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: 'decline' | 'withdraw'; id: string }) =>
      callApi(kind === 'decline' ? friendsRoutes.declineAsk : friendsRoutes.withdrawAsk, {
        body: { fuel_request_id: id },
      }),
    onSuccess: () => invalidateUserData(queryClient, queryKeys.friends),
  });
}
