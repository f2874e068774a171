import { type FriendRequestSendBody, friendsRoutes } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateUserData, queryKeys } from '../../../lib/query-keys';

/**
 * A request sent by the other user's public 7-digit ID. A request that
 * crosses one coming the other way connects at once (`status: accepted`).
 */
export function useSendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FriendRequestSendBody) => callApi(friendsRoutes.sendRequest, { body }),
    onSuccess: () => invalidateUserData(queryClient, queryKeys.friends),
  });
}
