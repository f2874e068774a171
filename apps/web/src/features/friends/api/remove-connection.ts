import { messageReplySchema } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateUserData, queryKeys } from '../../../lib/query-keys';

/** DELETE /api/user/remove-friend: either side ends the relation; sent fuel stays where it is. */
export function useRemoveConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user_relation_id: string) =>
      apiRequest('/user/remove-friend', {
        method: 'DELETE',
        body: { user_relation_id },
        schema: messageReplySchema,
      }),
    onSuccess: () => invalidateUserData(queryClient, queryKeys.friends),
  });
}
