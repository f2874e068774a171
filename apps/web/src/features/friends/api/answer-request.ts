import { messageReplySchema } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateUserData, queryKeys } from '../../../lib/query-keys';

/** The receiver accepts or rejects, the sender cancels (SPEC §4, §7). */
const CALLS = {
  accept: { method: 'PUT', path: '/user/friend-requests/accept' },
  reject: { method: 'DELETE', path: '/user/friend-requests/reject' },
  cancel: { method: 'DELETE', path: '/user/friend-requests/cancel' },
} as const;

export type RequestAnswer = keyof typeof CALLS;

/**
 * PUT accept / DELETE reject / DELETE cancel with `user_relation_id` in the body. Every reply
 * carries a translated `message` (accept also the new connection, which the list reloads).
 */
export function useRequestAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, user_relation_id }: { kind: RequestAnswer; user_relation_id: string }) =>
      apiRequest(CALLS[kind].path, {
        method: CALLS[kind].method,
        body: { user_relation_id },
        schema: messageReplySchema,
      }),
    onSuccess: () => invalidateUserData(queryClient, queryKeys.friends),
  });
}
