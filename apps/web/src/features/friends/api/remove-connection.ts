import { friendsRoutes } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateUserData, queryKeys } from '../../../lib/query-keys';

/** Either side ends the relation; sent fuel stays where it is. */
export function useRemoveConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user_relation_id: string) =>
      callApi(friendsRoutes.remove, { body: { user_relation_id } }),
    onSuccess: () => invalidateUserData(queryClient, queryKeys.friends),
  });
}
