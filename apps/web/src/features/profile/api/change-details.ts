import { type ChangeDetailsBody, meReplySchema } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { rememberMe } from '../../../lib/me';
import { queryKeys } from '../../../lib/query-keys';

/** PATCH /api/user/change-user-details; the header's name changes at once. */
export function useChangeDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeDetailsBody) =>
      apiRequest('/user/change-user-details', { method: 'PATCH', body, schema: meReplySchema }),
    onSuccess: (me) => queryClient.setQueryData(queryKeys.me, rememberMe(me)),
  });
}
