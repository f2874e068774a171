import { friendsRoutes } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateUserData, queryKeys } from '../../../lib/query-keys';

/** The receiver accepts or rejects, the sender cancels (SPEC §4, §7). */
const CALLS = {
  accept: friendsRoutes.accept,
  reject: friendsRoutes.reject,
  cancel: friendsRoutes.cancel,
} as const;

export type RequestAnswer = keyof typeof CALLS;

/**
 * Accept, reject or cancel by `user_relation_id` in the body. Every reply
 * carries a translated `message` (accept also the new connection, which the list reloads).
 */
export function useRequestAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, user_relation_id }: { kind: RequestAnswer; user_relation_id: string }) =>
      callApi(CALLS[kind], { body: { user_relation_id } }),
    onSuccess: () => invalidateUserData(queryClient, queryKeys.friends),
  });
}
