import { type FriendRequestSendBody, friendRequestSendReplySchema } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateUserData, queryKeys } from '../../../lib/query-keys';

/**
 * POST /api/user/friend-requests/send by the other user's public 7-digit ID. A request that
 * crosses one coming the other way connects at once (`status: accepted`).
 */
export function useSendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FriendRequestSendBody) =>
      apiRequest('/user/friend-requests/send', {
        method: 'POST',
        body,
        schema: friendRequestSendReplySchema,
      }),
    onSuccess: () => invalidateUserData(queryClient, queryKeys.friends),
  });
}
